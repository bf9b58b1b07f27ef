import { describe, expect, it } from 'vitest';
import { allSettled, createEffect, createEvent, fork } from 'effector';
import { startWhenIdle } from './when-idle';

describe('startWhenIdle', () => {
  it('a second request while the effect runs is dropped; once it is over, the next one goes', async () => {
    const sent: string[] = [];
    let finish: () => void = () => undefined;
    const saveFx = createEffect((name: string) => new Promise<void>((resolve) => {
      sent.push(name);
      finish = resolve;
    }));
    const submitted = createEvent<string>();
    startWhenIdle(submitted, saveFx);
    const scope = fork();
    const first = allSettled(submitted, { scope, params: 'Acme' });
    const double = allSettled(submitted, { scope, params: 'Acme again' });
    finish();
    await Promise.all([first, double]);
    expect(sent).toEqual(['Acme']);
    const later = allSettled(submitted, { scope, params: 'Acme Corp' });
    finish();
    await later;
    expect(sent).toEqual(['Acme', 'Acme Corp']);
  });
});
