import { describe, expect, it } from 'vitest';
import { allSettled, createStore, fork } from 'effector';
import type { ApiError } from '../../api/result';
import { createLatestSearch } from './latest-search';

interface Pending {
  term: string;
  signal: AbortSignal;
  resolve: (rows: string[]) => void;
  reject: (error: unknown) => void;
}

/** A search whose answers the test hands out, in any order; an abort rejects as the api client does. */
function setup() {
  const pending: Pending[] = [];
  const search = createLatestSearch((term: string, signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => {
      pending.push({ term, signal, resolve, reject });
      signal.addEventListener('abort', () => reject({ kind: 'aborted', message: 'aborted' } satisfies ApiError));
    }),
  );
  const $rows = createStore<string[]>([]).on(search.answered, (_, { result }) => result);
  const $answeredFor = createStore('').on(search.answered, (_, { params }) => params);
  return { search, pending, $rows, $answeredFor, scope: fork() };
}

describe('createLatestSearch', () => {
  it('a newer search aborts the one in flight, and only its answer is shown', async () => {
    const { search, pending, $rows, $answeredFor, scope } = setup();
    const older = allSettled(search.requested, { scope, params: 'dia' });
    const newer = allSettled(search.requested, { scope, params: 'dialog' });
    expect(pending[0].signal.aborted).toBe(true);
    pending[0].resolve(['late answer for dia']);
    pending[1].resolve(['dialog row']);
    await Promise.all([older, newer]);
    expect(scope.getState($rows)).toEqual(['dialog row']);
    expect(scope.getState($answeredFor)).toBe('dialog');
    expect(scope.getState(search.$error)).toBeNull();
  });

  it('an aborted search is no failure', async () => {
    const { search, scope } = setup();
    const failures: unknown[] = [];
    search.failed.watch((f) => failures.push(f));
    const running = allSettled(search.requested, { scope, params: 'x' });
    await allSettled(search.aborted, { scope });
    await running;
    expect(failures).toEqual([]);
    expect(scope.getState(search.$error)).toBeNull();
    expect(scope.getState(search.$pending)).toBe(false);
  });

  it('the newest search failing says why; the next search clears it', async () => {
    const { search, pending, scope } = setup();
    const failing = allSettled(search.requested, { scope, params: 'x' });
    pending[0].reject({ kind: 'http', status: 500, serverMessage: 'Search is down.', message: 'Internal Server Error' } satisfies ApiError);
    await failing;
    expect(scope.getState(search.$error)).toBe('Search is down.');
    const next = allSettled(search.requested, { scope, params: 'y' });
    expect(scope.getState(search.$error)).toBeNull();
    pending[1].resolve([]);
    await next;
  });

  it('an older search failing after a newer one started changes nothing', async () => {
    const { search, pending, $rows, scope } = setup();
    const older = allSettled(search.requested, { scope, params: 'a' });
    const newer = allSettled(search.requested, { scope, params: 'ab' });
    pending[1].resolve(['ab row']);
    await Promise.all([older, newer]);
    expect(scope.getState($rows)).toEqual(['ab row']);
    expect(scope.getState(search.$error)).toBeNull();
  });
});
