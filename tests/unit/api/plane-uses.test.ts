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
import { faultCalls } from './fault-matrix';

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

const CALLS = faultCalls({
  ws: 'northwind',
  workspaceId: '0f5b7a52-3c1e-4d8a-9b6f-2e4c8d1a7b30',
  project: '1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e',
  issue: 'e8f0a2b4-9c1d-4e3f-9a5b-7c9d1e3f5a7b',
  otherIssue: '0a2c4e6f-1b3d-4a5c-9d7e-9f1a3b5c7d9e',
  cycle: '1b3d5f7a-2c4e-4b6d-8e8f-0a2b4c6d8e0f',
  module: '2c4e6a8b-3d5f-4c7e-9f9a-1b3c5d7e9f1a',
  link: '13579bdf-2468-4ace-9bdf-02468ace1357',
  userAssetUrl: '/api/assets/v2/static/7b9d1f3a-8c0e-4b2d-8e4f-6a8b0c2d4e6f/',
  editorAssetPath: 'api/assets/v2/workspaces/northwind/projects/1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e/6a8c0e2f-7b9d-4a1c-9d3e-5f7a9b1c3d5e',
});

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
