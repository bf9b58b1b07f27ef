/** Links the product builds (SPEC section 2) and the reserved first path segments. */

export const RESERVED_SEGMENTS = [
  '404',
  'accounts',
  'api',
  'create-workspace',
  'error',
  'god-mode',
  'installations',
  'invitations',
  'onboarding',
  'profile',
  'spaces',
  'workspace-invitations',
] as const;

const seg = (value: string) => encodeURIComponent(value);

/**
 * The address of one of the site's pages: each is a folder's index.html, so it ends in exactly one
 * slash. The builders below return bare paths; a link made from one goes through here, so a path
 * that already ends in a slash does not get a second (an empty segment no route matches).
 */
export function pageAddress(path: string): string {
  return `${path.replace(/\/+$/, '')}/`;
}

/** A project's overview. */
export function buildProjectUrl(workspaceSlug: string, projectId: string): string {
  return `/${seg(workspaceSlug)}/projects/${seg(projectId)}`;
}

export function buildIssueUrl(workspaceSlug: string, projectId: string, issueId: string): string {
  return `/${seg(workspaceSlug)}/projects/${seg(projectId)}/issues/${seg(issueId)}`;
}

export function buildCycleUrl(workspaceSlug: string, projectId: string, cycleId: string): string {
  return `/${seg(workspaceSlug)}/projects/${seg(projectId)}/cycles/${seg(cycleId)}`;
}

export function buildModuleUrl(workspaceSlug: string, projectId: string, moduleId: string): string {
  return `/${seg(workspaceSlug)}/projects/${seg(projectId)}/modules/${seg(moduleId)}`;
}

export function buildProfileUrl(workspaceSlug: string, userId: string): string {
  return `/${seg(workspaceSlug)}/profile/${seg(userId)}`;
}

export function buildSettingsUrl(workspaceSlug: string, path: string): string {
  return `/${seg(workspaceSlug)}${path}`;
}

/** A workspace issue tab (SPEC section 2). */
export function buildWorkspaceViewUrl(workspaceSlug: string, tab: string): string {
  return `/${seg(workspaceSlug)}/workspace-views/${seg(tab)}`;
}

export function isReservedSegment(segment: string): boolean {
  return (RESERVED_SEGMENTS as readonly string[]).includes(segment.toLowerCase());
}

export type SlugProblem = 'required' | 'reserved' | 'invalid' | 'too-long';

/** Workspace slugs: lowercase letters, digits, dashes and underscores, not a reserved segment. */
export function workspaceSlugProblem(slug: string): SlugProblem | null {
  const value = slug.trim();
  if (!value) return 'required';
  if (value.length > 48) return 'too-long';
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(value)) return 'invalid';
  if (isReservedSegment(value)) return 'reserved';
  return null;
}

/** The site's own sign-in page, under a reserved first segment (SPEC section 2: `accounts`). */
export const SIGN_IN_PATH = '/accounts/sign-in/';

/** The sections a workspace's pages live under: `/{slug}/projects/…`, `/{slug}/profile/…`, … */
const WORKSPACE_SECTIONS = new Set(['projects', 'profile', 'settings', 'workspace-views']);

/**
 * The workspace a page is about, read from its path (after the site's base): the first segment of
 * a workspace route, never a reserved one.
 */
export function workspaceSlugOfPath(pathname: string, base = '/'): string | null {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (!pathname.startsWith(root)) return null;
  const [slug, section] = pathname.slice(root.length).split('/');
  if (!slug || !section || !WORKSPACE_SECTIONS.has(section) || isReservedSegment(slug)) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}
