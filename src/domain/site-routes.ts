import { match, type MatchFunction } from 'path-to-regexp';
import { ISSUE_TABS, type IssueTab } from './constants';
import { isReservedSegment } from './routes';

/**
 * The product's pages by URL (SPEC section 2), matched when the page runs so one static build
 * serves any workspace and any ids. The pre-rendered pages of the seed take the same params as
 * props; the app shell reads them from here. Patterns are path-to-regexp 6, the library the api
 * table (api-routes.ts) and MSW already use, so both sides of the site read `:name` alike.
 */
export const SITE_ROUTES = {
  issue: '/:workspaceSlug/projects/:projectId/issues/:issueId',
  cycle: '/:workspaceSlug/projects/:projectId/cycles/:cycleId',
  module: '/:workspaceSlug/projects/:projectId/modules/:moduleId',
  project: '/:workspaceSlug/projects/:projectId',
  profile: '/:workspaceSlug/profile/:userId',
  settings: '/:workspaceSlug/settings/:page?',
  workspaceViews: '/:workspaceSlug/workspace-views/:tab',
} as const;

export type SiteRoute =
  | { name: 'issue'; workspaceSlug: string; projectId: string; issueId: string }
  | { name: 'cycle'; workspaceSlug: string; projectId: string; cycleId: string }
  | { name: 'module'; workspaceSlug: string; projectId: string; moduleId: string }
  | { name: 'project'; workspaceSlug: string; projectId: string }
  | { name: 'profile'; workspaceSlug: string; userId: string }
  /** `page` is the settings sub-page's path segment, '' for General. */
  | { name: 'settings'; workspaceSlug: string; page: string }
  | { name: 'workspaceViews'; workspaceSlug: string; tab: IssueTab };

type RouteName = keyof typeof SITE_ROUTES;

/** A segment that does not decode (a stray `%`) matches nothing rather than throwing. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '\u0000';
  }
}

// A trailing slash is optional (the site links with one, the spec's links without): strict: false.
const matchers = (Object.entries(SITE_ROUTES) as Array<[RouteName, string]>).map(
  ([name, pattern]) => [name, match<Record<string, string>>(pattern, { decode: decodeSegment, strict: false, end: true })] as const,
) satisfies ReadonlyArray<readonly [RouteName, MatchFunction<Record<string, string>>]>;

const isTab = (value: string): value is IssueTab => (ISSUE_TABS as readonly string[]).includes(value);

/**
 * The route of a path inside the site (without the site's base path), or null when it is no page
 * of the product: an unknown shape, a reserved first segment (never a workspace), a broken escape
 * or an unknown workspace tab.
 */
export function matchSiteRoute(path: string): SiteRoute | null {
  const pathname = path.split(/[?#]/)[0];
  for (const [name, fn] of matchers) {
    const found = fn(pathname);
    if (!found) continue;
    const params = found.params;
    // An escaped slash would make an id of two segments: no id of the product has one.
    if (Object.values(params).some((v) => v !== undefined && (v.includes('\u0000') || v.includes('/')))) return null;
    if (isReservedSegment(params.workspaceSlug)) return null;
    if (name === 'workspaceViews') return isTab(params.tab) ? { name, workspaceSlug: params.workspaceSlug, tab: params.tab } : null;
    if (name === 'settings') return { name, workspaceSlug: params.workspaceSlug, page: params.page ?? '' };
    return { name, ...params } as SiteRoute;
  }
  return null;
}

/** The path inside the site of a browser path, when the site lives under a base (e.g. /plane/). */
export function pathInSite(pathname: string, base: string): string | null {
  const prefix = base.replace(/\/$/, '');
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}
