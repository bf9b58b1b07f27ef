import { matchSiteRoute, pathInSite, type SiteRoute } from '../../src/domain/site-routes';

const BASE = import.meta.env.BASE_URL ?? '/';

/**
 * The one place the browser's address becomes a route (slug and ids): the app shell mounts its
 * page by it, and an island that follows history (back and forward) re-reads it here. Islands
 * otherwise take their slug and ids as props, never from the address on their own.
 */
export function currentSiteRoute(): SiteRoute | null {
  const path = pathInSite(window.location.pathname, BASE);
  return path === null ? null : matchSiteRoute(path);
}
