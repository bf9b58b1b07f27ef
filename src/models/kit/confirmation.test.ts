import { describe, expect, it } from 'vitest';
import { allSettled, createEffect, fork, sample } from 'effector';
import { createConfirmation } from './confirmation';

function setup(fails = false) {
  const removed: string[] = [];
  const removeFx = createEffect(async (id: string) => {
    if (fails) throw new Error('refused');
    removed.push(id);
  });
  const ask = createConfirmation<{ id: string }>({ closesOn: removeFx.done });
  sample({ clock: ask.accepted, fn: (item) => item.id, target: removeFx });
  return { ask, removed, scope: fork() };
}

describe('createConfirmation', () => {
  it('asks about a subject, and a confirmation acts on it and ends the question', async () => {
    const { ask, removed, scope } = setup();
    await allSettled(ask.requested, { scope, params: { id: 'hook-1' } });
    expect(scope.getState(ask.$open)).toBe(true);
    expect(scope.getState(ask.$subject)).toEqual({ id: 'hook-1' });
    await allSettled(ask.confirmed, { scope });
    expect(removed).toEqual(['hook-1']);
    expect(scope.getState(ask.$open)).toBe(false);
    expect(scope.getState(ask.$subject)).toBeNull();
  });

  it('cancelling drops the subject and acts on nothing', async () => {
    const { ask, removed, scope } = setup();
    await allSettled(ask.requested, { scope, params: { id: 'hook-1' } });
    await allSettled(ask.cancelled, { scope });
    await allSettled(ask.confirmed, { scope });
    expect(removed).toEqual([]);
    expect(scope.getState(ask.$open)).toBe(false);
  });

  it('a failed action keeps the question open, to try again or cancel', async () => {
    const { ask, scope } = setup(true);
    await allSettled(ask.requested, { scope, params: { id: 'hook-1' } });
    await allSettled(ask.confirmed, { scope });
    expect(scope.getState(ask.$open)).toBe(true);
  });

  it('a question about nothing (a page-wide action) is still a question', async () => {
    let deletions = 0;
    const deleteFx = createEffect(async () => {
      deletions += 1;
    });
    const ask = createConfirmation({ closesOn: deleteFx.finally });
    sample({ clock: ask.accepted, target: deleteFx });
    const scope = fork();
    await allSettled(ask.confirmed, { scope });
    expect(deletions).toBe(0);
    await allSettled(ask.requested, { scope });
    expect(scope.getState(ask.$open)).toBe(true);
    expect(scope.getState(ask.$subject)).toBeNull();
    await allSettled(ask.confirmed, { scope });
    expect(deletions).toBe(1);
    expect(scope.getState(ask.$open)).toBe(false);
  });
});
