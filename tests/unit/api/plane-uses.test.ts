import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  vi.stubEnv('PUBLIC_API_BACKEND', 'plane');
});

import { server } from '../../../mocks/node';
import { API_ROUTES, type RouteName } from '../../../src/domain/api-routes';
import { PLANE_ROUTES, type PlaneRouteName } from '../../../src/domain/plane-api-routes';
import { setPageWorkspace } from '../../../src/api/backends';
import { PLANE_CALLS, planeBackend, resetPlaneBackend } from '../../../src/api/backends/plane';
import { planeAvailability } from '../../../src/api/backends/plane/availability';
import { EXPORT_WAIT } from '../../../src/api/backends/plane/settings';
import { endpointKey, planeHandlers, type PlaneHit } from '../../helpers/plane-fixtures';
import { withNodeMultipart } from '../../helpers/node-multipart';
import { faultCalls, PLANE_CALL_IDS } from './fault-matrix';

/**
 * Each plane call says which of Plane's endpoints it uses (the README's table is written from it):
 * every request a call makes, against Plane's pinned answers, must be one it names.
 */
withNodeMultipart();

const routeOf = new Map<string, PlaneRouteName>(
  (Object.entries(PLANE_ROUTES) as [PlaneRouteName, { method: string; path: string }][]).map(([name, route]) => [
    endpointKey({ method: route.method, path: route.path.replace(/:(\w+)/g, '{$1}') }),
    name,
  ]),
);

const wait = { ...EXPORT_WAIT };
beforeAll(() => Object.assign(EXPORT_WAIT, { timeoutMs: 30, everyMs: 1 }));
afterAll(() => Object.assign(EXPORT_WAIT, wait));

const CALLS = faultCalls(PLANE_CALL_IDS);

describe('what each plane call says it uses', () => {
  it.each(CALLS)('%s', async (_name, invoke) => {
    resetPlaneBackend();
    setPageWorkspace('northwind');
    const hits: PlaneHit[] = [];
    server.use(...planeHandlers(hits));
    const sent: RouteName[] = [];
    const send = planeBackend.send.bind(planeBackend);
    const spy = vi.spyOn(planeBackend, 'send').mockImplementation(((name: RouteName, ...rest: unknown[]) => {
      sent.push(name);
      return (send as (...a: unknown[]) => unknown)(name, ...rest);
    }) as never);
    await invoke();
    spy.mockRestore();
    const declared = new Set(sent.flatMap((name) => PLANE_CALLS[name]?.uses ?? []));
    const used = hits.filter((h) => h.endpoint !== 'POST {upload_data.url}').map((h) => routeOf.get(h.endpoint));
    expect(used.filter((route) => !route || !declared.has(route))).toEqual([]);
  });

  it('every call of the spec’s table is answered, or said to be unavailable', () => {
    const unanswered = (Object.keys(API_ROUTES) as RouteName[]).filter((name) => !PLANE_CALLS[name] && planeAvailability(name).available);
    expect(unanswered).toEqual([]);
  });
});
