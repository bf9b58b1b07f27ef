import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { genericError } from '../../domain/messages';
import type { ApiError } from '../../api/result';
import { createLoad } from './load';

const refused: ApiError = { kind: 'http', status: 403, serverMessage: 'You may not see this.', message: 'Forbidden' };

function controlled() {
  const calls: Array<{ resolve: (items: string[]) => void; reject: (error: unknown) => void }> = [];
  const load = createLoad<string[]>({
    initial: [],
    load: () => new Promise<string[]>((resolve, reject) => calls.push({ resolve, reject })),
  });
  return { load, calls, scope: fork() };
}

describe('createLoad', () => {
  it('starts empty, then holds the answer', async () => {
    const { load, calls, scope } = controlled();
    expect(scope.getState(load.$data)).toEqual([]);
    expect(scope.getState(load.$loaded)).toBe(false);
    const settled = allSettled(load.requested, { scope });
    expect(scope.getState(load.$loading)).toBe(true);
    calls[0].resolve(['a', 'b']);
    await settled;
    expect(scope.getState(load.$data)).toEqual(['a', 'b']);
    expect(scope.getState(load.$loading)).toBe(false);
    expect(scope.getState(load.$loaded)).toBe(true);
    expect(scope.getState(load.$answered)).toBe(true);
  });

  it('a request while one runs is the same load, not a second call', async () => {
    const { load, calls, scope } = controlled();
    // allSettled waits for the whole scope, so both are awaited once the one call has answered.
    const first = allSettled(load.requested, { scope });
    const second = allSettled(load.requested, { scope });
    expect(calls).toHaveLength(1);
    calls[0].resolve(['a']);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
    expect(scope.getState(load.$data)).toEqual(['a']);
  });

  it('a failure says what the server said and keeps what was shown; the next load clears it', async () => {
    const { load, calls, scope } = controlled();
    const first = allSettled(load.requested, { scope });
    calls[0].resolve(['kept']);
    await first;
    const second = allSettled(load.requested, { scope });
    calls[1].reject(refused);
    await second;
    expect(scope.getState(load.$error)).toBe('You may not see this.');
    expect(scope.getState(load.$data)).toEqual(['kept']);
    expect(scope.getState(load.$answered)).toBe(true);
    const third = allSettled(load.requested, { scope });
    expect(scope.getState(load.$error)).toBeNull();
    calls[2].resolve([]);
    await third;
  });

  it('a failure the server did not explain gets the fallback, and counts as answered but not loaded', async () => {
    const load = createLoad({ initial: null, load: async (): Promise<string> => Promise.reject(new Error('offline')) });
    const custom = createLoad({ initial: null, fallback: 'The theme could not load.', load: async (): Promise<string> => Promise.reject(new Error('offline')) });
    const scope = fork();
    await allSettled(load.requested, { scope });
    await allSettled(custom.requested, { scope });
    expect(scope.getState(load.$error)).toBe(genericError);
    expect(scope.getState(custom.$error)).toBe('The theme could not load.');
    expect(scope.getState(load.$loaded)).toBe(false);
    expect(scope.getState(load.$answered)).toBe(true);
  });

  it('passes its parameters to the loader; `fx` loads again even while a load runs', async () => {
    const asked: string[] = [];
    const load = createLoad({ initial: '', load: async (slug: string) => (asked.push(slug), `workspace ${slug}`) });
    const scope = fork();
    await Promise.all([allSettled(load.requested, { scope, params: 'acme' }), allSettled(load.fx, { scope, params: 'acme' })]);
    expect(asked).toEqual(['acme', 'acme']);
    expect(scope.getState(load.$data)).toBe('workspace acme');
  });

  it('a preloaded answer serves the first request; the next request loads again', async () => {
    const asked: string[] = [];
    const load = createLoad({ initial: '', load: async (slug: string) => (asked.push(slug), `workspace ${slug} #${asked.length}`) });
    const scope = fork();
    await allSettled(load.preloadFx, { scope, params: 'acme' });
    expect(scope.getState(load.$data)).toBe('workspace acme #1');
    expect(scope.getState(load.$loaded)).toBe(true);
    // Two islands sharing the model each ask as they mount: both keep the preloaded answer.
    await Promise.all([allSettled(load.requested, { scope, params: 'acme' }), allSettled(load.requested, { scope, params: 'acme' })]);
    expect(asked).toEqual(['acme']);
    await allSettled(load.requested, { scope, params: 'acme' });
    expect(asked).toEqual(['acme', 'acme']);
    expect(scope.getState(load.$data)).toBe('workspace acme #2');
  });

  it('a failed preload keeps nothing: the first request asks again', async () => {
    let fail = true;
    const load = createLoad({ initial: null, load: async (): Promise<string> => (fail ? Promise.reject(new Error('offline')) : 'ok') });
    const scope = fork();
    await allSettled(load.preloadFx, { scope });
    fail = false;
    await allSettled(load.requested, { scope });
    expect(scope.getState(load.$data)).toBe('ok');
  });
});
