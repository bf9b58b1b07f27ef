import { describe, expect, it } from 'vitest';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { createDisclosure } from './disclosure';

describe('createDisclosure', () => {
  it('opens, and closes on the user\'s request', async () => {
    const dialog = createDisclosure();
    const scope = fork();
    await allSettled(dialog.opened, { scope });
    expect(scope.getState(dialog.$open)).toBe(true);
    await allSettled(dialog.closeRequested, { scope });
    expect(scope.getState(dialog.$open)).toBe(false);
  });

  it('ignores a close request while busy, and takes it once the work is over', async () => {
    const setBusy = createEvent<boolean>();
    const $busy = createStore(false).on(setBusy, (_, busy) => busy);
    const dialog = createDisclosure({ busy: $busy });
    const closes: number[] = [];
    dialog.closed.watch(() => closes.push(1));
    const scope = fork();
    await allSettled(dialog.opened, { scope });
    await allSettled(setBusy, { scope, params: true });
    await allSettled(dialog.closeRequested, { scope });
    expect(scope.getState(dialog.$open)).toBe(true);
    expect(closes).toEqual([]);
    await allSettled(setBusy, { scope, params: false });
    await allSettled(dialog.closeRequested, { scope });
    expect(scope.getState(dialog.$open)).toBe(false);
    expect(closes).toEqual([1]);
  });

  it('an outcome in closesOn hides it without the user\'s `closed`', async () => {
    const saveFx = createEffect(async () => 'saved');
    const dialog = createDisclosure({ closesOn: saveFx.done });
    const $typed = createStore('draft').reset(dialog.closed);
    const scope = fork();
    await allSettled(dialog.opened, { scope });
    await allSettled(saveFx, { scope });
    expect(scope.getState(dialog.$open)).toBe(false);
    expect(scope.getState($typed)).toBe('draft');
  });

  it('carries what it opens with', async () => {
    const popover = createDisclosure<string>();
    const $prompt = createStore('').on(popover.opened, (_, prompt) => prompt);
    const scope = fork();
    await allSettled(popover.opened, { scope, params: 'the selection' });
    expect(scope.getState($prompt)).toBe('the selection');
    expect(scope.getState(popover.$open)).toBe(true);
  });
});
