import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { FIXED_NOW } from '../../../fixtures/seed';
import { genericError } from '../../../src/domain/messages';
import { SAMPLE_FOUND } from '../../../src/domain/own-places';
import { createOwnPlacesModel, forgetOwnPlaces, OWN_PLACES_KEY, readOwnPlaces } from '../../../src/models/own-places';

const seedToday = new Date(FIXED_NOW).toISOString().slice(0, 10);

const stopListening: (() => void)[] = [];

/** Which of the discovery's calls reached the server. */
function countCalls() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  stopListening.push(() => server.events.removeListener('request:start', listener));
  return paths;
}

afterEach(() => {
  sessionStorage.clear();
  stopListening.splice(0).forEach((stop) => stop());
});

describe('the reader\'s own places, read from the server', () => {
  it('on the spec mock they are the sample\'s, with the cycle running at the seed\'s today (Sprint 22; Sprint 21 has ended)', async () => {
    const found = await readOwnPlaces(seedToday);
    expect(found).toEqual({ ...SAMPLE_FOUND, cycle: { id: 'cycle-1-0002', name: 'Sprint 22' } });
  });

  it('a person in no workspace has none', async () => {
    server.use(http.get('*/api/users/me/workspaces/', () => HttpResponse.json([])));
    expect(await readOwnPlaces(seedToday)).toBeNull();
  });

  it('are read once a session: the next page finds them kept, and signing in again forgets them', async () => {
    const calls = countCalls();
    const first = createOwnPlacesModel(sessionStorage, () => seedToday);
    const scope = fork();
    await allSettled(first.requested, { scope });
    expect(scope.getState(first.$data)?.found?.workspaceSlug).toBe('acme');
    const asked = calls.length;
    expect(asked).toBeGreaterThan(0);

    const next = createOwnPlacesModel(sessionStorage, () => seedToday);
    const nextScope = fork();
    expect(nextScope.getState(next.$data)?.found?.workspaceSlug).toBe('acme');
    await allSettled(next.requested, { scope: nextScope });
    expect(calls).toHaveLength(asked);

    forgetOwnPlaces(sessionStorage);
    expect(sessionStorage.getItem(OWN_PLACES_KEY)).toBeNull();
    expect(fork().getState(createOwnPlacesModel(sessionStorage).$data)).toBeNull();
  });

  it('a failed read says so, keeps nothing, and the next try reads again', async () => {
    server.use(http.get('*/api/users/me/workspaces/', () => HttpResponse.json({ detail: 'Down for maintenance.' }, { status: 503 }), { once: true }));
    const model = createOwnPlacesModel(sessionStorage, () => seedToday);
    const scope = fork();
    await allSettled(model.requested, { scope });
    expect(scope.getState(model.$data)).toBeNull();
    expect(scope.getState(model.$error)).not.toBe(genericError);
    expect(scope.getState(model.$error)).toContain('Down for maintenance.');
    expect(sessionStorage.getItem(OWN_PLACES_KEY)).toBeNull();
    await allSettled(model.requested, { scope });
    expect(scope.getState(model.$data)?.found?.workspaceSlug).toBe('acme');
  });

  it('a damaged kept entry is read again from the server', async () => {
    sessionStorage.setItem(OWN_PLACES_KEY, '{not json');
    const model = createOwnPlacesModel(sessionStorage, () => seedToday);
    const scope = fork();
    expect(scope.getState(model.$data)).toBeNull();
    await allSettled(model.requested, { scope });
    expect(scope.getState(model.$data)?.found?.workspaceSlug).toBe('acme');
  });
});
