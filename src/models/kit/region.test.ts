import { describe, expect, it } from 'vitest';
import { allSettled, createEvent, createStore, fork, sample } from 'effector';
import { createInRegion, createShared } from './region';

/** What a model made in an island does: follow a shared unit (the session, say) with units of its own. */
function follower(shared: ReturnType<typeof sharedUnits>, heard: string[] = []) {
  const $seen = createStore<string[]>([]).on(shared.changed, (seen, value) => [...seen, value]);
  $seen.updates.watch((seen) => heard.push(seen[seen.length - 1]));
  const $last = shared.$value.map((value) => value.toUpperCase());
  const pinged = createEvent();
  sample({ clock: pinged, source: shared.$value, target: shared.echoed });
  return { $seen, $last, pinged };
}

function sharedUnits() {
  const changed = createEvent<string>();
  const echoed = createEvent<string>();
  const $value = createStore('').on(changed, (_, value) => value);
  return { changed, echoed, $value };
}

/** How many units a shared unit passes its updates on to. */
const followers = (unit: unknown) => (unit as { graphite: { next: unknown[] } }).graphite.next.length;

describe('createInRegion', () => {
  it('the model works until released', async () => {
    const shared = sharedUnits();
    const { model } = createInRegion(() => follower(shared));
    const scope = fork();
    await allSettled(shared.changed, { scope, params: 'a' });
    expect(scope.getState(model.$seen)).toEqual(['a']);
    expect(scope.getState(model.$last)).toBe('A');
  });

  it('releasing removes every link the model made to shared units, however many were made', () => {
    const shared = sharedUnits();
    const before = [followers(shared.changed), followers(shared.$value), followers(shared.echoed)];
    for (let i = 0; i < 50; i += 1) createInRegion(() => follower(shared)).release();
    expect([followers(shared.changed), followers(shared.$value), followers(shared.echoed)]).toEqual(before);
  });

  it('a released model no longer reacts to the shared units; one still held does', () => {
    const shared = sharedUnits();
    const [goneHeard, keptHeard]: string[][] = [[], []];
    const gone = createInRegion(() => follower(shared, goneHeard));
    createInRegion(() => follower(shared, keptHeard));
    gone.release();
    gone.release(); // twice is harmless
    shared.changed('b');
    expect(goneHeard).toEqual([]);
    expect(keptHeard).toEqual(['b']);
  });
});

describe('createShared', () => {
  it('a shared model first asked for inside a region outlives that region', () => {
    const shared = sharedUnits();
    const [pageHeard, islandHeard]: string[][] = [[], []];
    let page: ReturnType<typeof follower> | null = null;
    const island = createInRegion(() => {
      page ??= createShared(() => follower(shared, pageHeard));
      return follower(shared, islandHeard);
    });
    island.release();
    shared.changed('c');
    expect(pageHeard).toEqual(['c']);
    expect(islandHeard).toEqual([]);
    expect(page!.$last.getState()).toBe('C');
  });
});
