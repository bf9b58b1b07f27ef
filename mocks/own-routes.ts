import { API_ROUTES, staticPrefix, type ApiRoute } from '../src/domain/api-routes';

/**
 * Paths the mock serves besides the client's calls (src/domain/api-routes.ts): its storage, its
 * admin calls, and wider matches for calls whose paths an editor sends in many forms. Each is
 * written here once, for the handler that answers it and the code that builds it.
 */
/** Where the asset deletes and the restore live (`/api/workspaces/file-assets`). */
export const ASSETS = staticPrefix(API_ROUTES.deleteAssetByPath.path);

export const MOCK_ROUTES = {
  log: { method: 'GET', path: '/api/__mock__/log/' },
  reset: { method: 'POST', path: '/api/__mock__/reset/' },
  /** An uploaded file's bytes; the data set is in the path because an <img> request carries no scenario header. */
  storedFile: { method: 'GET', path: '/uploads/:dataSet/:file' },
  /** The link an export answers with, fetched on its own like a signed storage URL. */
  exportDownload: { method: 'GET', path: '/api/workspaces/:slug/exports/:exportId/download/' },
  /**
   * Both asset deletes and the restore share a prefix, and an editor may send the path with or
   * without slashes, percent-encoded or as the whole URL: one handler per method takes all of it.
   */
  anyAssetDelete: { method: 'DELETE', path: `${ASSETS}/*` },
  anyAssetPost: { method: 'POST', path: `${ASSETS}/*` },
} as const satisfies Record<string, ApiRoute>;

export type MockRouteName = keyof typeof MOCK_ROUTES;

/** The mock's own admin calls: a scenario's failing writes never touch them. */
export const ADMIN_ROUTES: ReadonlySet<MockRouteName> = new Set(['log', 'reset']);
