import type { ApiRoute } from '../../src/domain/api-routes';
import { PLANE_ROUTES as CLIENT_ROUTES } from '../../src/domain/plane-api-routes';

/**
 * Every endpoint of Plane the Plane-shaped server answers, by name: the `plane` backend's own table
 * (src/domain/plane-api-routes.ts, Plane's paths at the pinned commit, docs/plane-api.md), so the
 * client and the server can never name a path two ways; then the few Plane endpoints the server
 * answers that the client never calls, and the server's test-only calls.
 * fixtures/plane/endpoints.json is the manifest the contract test walks.
 */
const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;

const ASSETS = '/api/assets/v2';

export const PLANE_ROUTES = {
  ...CLIENT_ROUTES,
  /** The slug check of Plane's create-workspace form. */
  slugCheck: get('/api/workspace-slug-check/'),
  /** The 302s to a presigned GET that Plane's asset URLs answer with (the client only follows them). */
  projectAsset: get(`${ASSETS}/workspaces/:slug/projects/:projectId/:assetId/`),
  staticAsset: get(`${ASSETS}/static/:assetId/`),

  /** The test server's own calls (never Plane's): the created slug and ids, the call log, a reset. */
  mockWorld: get('/api/__mock__/world/'),
  mockLog: get('/api/__mock__/log/'),
  mockReset: post('/api/__mock__/reset/'),
} as const satisfies Record<string, ApiRoute>;

export type PlaneRouteName = keyof typeof PLANE_ROUTES;

/** Storage (MinIO path-style, bucket `uploads`): the presigned POST target and the presigned GETs. */
export const STORAGE_PREFIX = '/uploads';
