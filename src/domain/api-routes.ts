import { compile, parse, type Key, type PathFunction } from 'path-to-regexp';

/**
 * Every call the client makes, by name: its method and its path pattern (SPEC section 7 and the
 * README's API table). The client builds its URLs from this table (src/api/send.ts) and the mock
 * registers its handlers on it (mocks/runtime.ts), so each path is written once. Calls are named,
 * not only their paths, so that another backend can map each call to a path and shape of its own.
 *
 * Patterns are path-to-regexp 6 syntax, the version MSW matches its handlers with, so what the
 * client fills in is what a handler matches: `:name` is one segment and is percent-encoded;
 * `:name(.+)` is a path whose slashes stay, inserted as given.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
}

const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;
const patch = <P extends string>(path: P) => ({ method: 'PATCH', path }) as const;
const put = <P extends string>(path: P) => ({ method: 'PUT', path }) as const;
const del = <P extends string>(path: P) => ({ method: 'DELETE', path }) as const;

export const API_ROUTES = {
  config: get('/api/configs/'),
  me: get('/api/users/me/'),
  updateMe: patch('/api/users/me/'),
  updateProfile: patch('/api/users/me/profile/'),
  /** The workspaces the caller belongs to (Plane's path): where a build that cannot know the ids finds them. */
  myWorkspaces: get('/api/users/me/workspaces/'),

  createWorkspace: post('/api/workspaces/'),
  workspace: get('/api/workspaces/:slug/'),
  updateWorkspace: patch('/api/workspaces/:slug/'),
  members: get('/api/workspaces/:slug/members/'),

  projects: get('/api/workspaces/:slug/projects/'),
  project: get('/api/workspaces/:slug/projects/:projectId/'),
  updateProject: patch('/api/workspaces/:slug/projects/:projectId/'),
  states: get('/api/workspaces/:slug/projects/:projectId/states/'),
  labels: get('/api/workspaces/:slug/projects/:projectId/labels/'),

  projectIssues: get('/api/workspaces/:slug/projects/:projectId/issues/'),
  workspaceIssues: get('/api/workspaces/:slug/issues/'),
  issue: get('/api/workspaces/:slug/projects/:projectId/issues/:issueId/'),
  updateIssue: patch('/api/workspaces/:slug/projects/:projectId/issues/:issueId/'),
  deleteIssue: del('/api/workspaces/:slug/projects/:projectId/issues/:issueId/'),
  searchIssues: get('/api/workspaces/:slug/projects/:projectId/search-issues/'),
  bulkDeleteIssues: del('/api/workspaces/:slug/projects/:projectId/bulk-delete-issues/'),

  issueLinks: get('/api/workspaces/:slug/projects/:projectId/issues/:issueId/issue-links/'),
  createIssueLink: post('/api/workspaces/:slug/projects/:projectId/issues/:issueId/issue-links/'),
  updateIssueLink: patch('/api/workspaces/:slug/projects/:projectId/issues/:issueId/issue-links/:linkId/'),
  deleteIssueLink: del('/api/workspaces/:slug/projects/:projectId/issues/:issueId/issue-links/:linkId/'),
  moduleLinks: get('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-links/'),
  createModuleLink: post('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-links/'),
  updateModuleLink: patch('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-links/:linkId/'),
  deleteModuleLink: del('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-links/:linkId/'),

  projectCycles: get('/api/workspaces/:slug/projects/:projectId/cycles/'),
  cycle: get('/api/workspaces/:slug/projects/:projectId/cycles/:cycleId/'),
  cycleIssues: get('/api/workspaces/:slug/projects/:projectId/cycles/:cycleId/cycle-issues/'),
  addCycleIssues: post('/api/workspaces/:slug/projects/:projectId/cycles/:cycleId/cycle-issues/'),
  cycleDistribution: get('/api/workspaces/:slug/projects/:projectId/cycles/:cycleId/distribution/'),
  projectModules: get('/api/workspaces/:slug/projects/:projectId/modules/'),
  module: get('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/'),
  moduleIssues: get('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-issues/'),
  addModuleIssues: post('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/module-issues/'),
  moduleDistribution: get('/api/workspaces/:slug/projects/:projectId/modules/:moduleId/distribution/'),

  aiAssistant: post('/api/workspaces/:slug/projects/:projectId/ai-assistant/'),

  uploadWorkspaceAsset: post('/api/workspaces/:slug/file-assets/'),
  uploadUserAsset: post('/api/users/file-assets/'),
  deleteWorkspaceAsset: del('/api/workspaces/file-assets/:workspaceId/:assetId/'),
  /** `path` is the asset URL's path without its leading slash; its slashes stay. */
  deleteAssetByPath: del('/api/workspaces/file-assets/:path(.+)/'),
  restoreAssetByPath: post('/api/workspaces/file-assets/:path(.+)/restore/'),
  deleteUserAsset: del('/api/users/file-assets/:assetId'),

  unsplash: get('/api/unsplash/'),
  projectCovers: get('/api/project-covers/'),

  workspaceActivities: get('/api/workspaces/:slug/activities/'),
  userActivities: get('/api/workspaces/:slug/user-activity/:userId/'),
  issueActivities: get('/api/workspaces/:slug/projects/:projectId/issues/:issueId/history/'),

  exports: get('/api/workspaces/:slug/exports/'),
  createExport: post('/api/workspaces/:slug/exports/'),
  imports: get('/api/workspaces/:slug/imports/'),
  createImport: post('/api/workspaces/:slug/imports/'),
  webhooks: get('/api/workspaces/:slug/webhooks/'),
  createWebhook: post('/api/workspaces/:slug/webhooks/'),
  deleteWebhook: del('/api/workspaces/:slug/webhooks/:webhookId/'),
  apiTokens: get('/api/workspaces/:slug/api-tokens/'),
  createApiToken: post('/api/workspaces/:slug/api-tokens/'),
  deleteApiToken: del('/api/workspaces/:slug/api-tokens/:tokenId/'),

  demoDocument: get('/api/workspaces/:slug/demo-documents/:documentId/'),
  saveDemoDocument: put('/api/workspaces/:slug/demo-documents/:documentId/'),
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof API_ROUTES;

/** The parameter names of a pattern: `:name` up to the next slash, without a `(pattern)` suffix. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? WithoutPattern<Segment> | ParamNames<`/${Tail}`>
    : WithoutPattern<Rest>
  : never;
type WithoutPattern<S extends string> = S extends `${infer Name}(${string}` ? Name : S;

/** One string per parameter of the pattern; a union of patterns gives a union of parameter sets. */
export type PathParams<P extends string> = P extends string ? { [Name in ParamNames<P>]: string } : never;
export type RouteParams<K extends RouteName> = PathParams<(typeof API_ROUTES)[K]['path']>;

/** A parameter with a pattern of its own is a path the caller already encoded: it goes in as given. */
const encodeParam = (value: string, token: Key) => (token.pattern === '.+' ? value : encodeURIComponent(value));

const builders = new Map<string, PathFunction<object>>();

/**
 * Fills a pattern's parameters. No validation: an empty id gives an empty segment, as the
 * hand-written builders did, and the server answers it.
 */
export function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  let build = builders.get(pattern);
  if (!build) {
    build = compile(pattern, { encode: encodeParam, validate: false });
    builders.set(pattern, build);
  }
  return build(params as object);
}

export function routePath<K extends RouteName>(name: K, params: RouteParams<K>): string {
  return buildPath<string>(API_ROUTES[name].path, params as PathParams<string>);
}

/** The literal start of a pattern, before its first parameter (`/api/workspaces/file-assets` for the asset deletes). */
export function staticPrefix(pattern: string): string {
  const first = parse(pattern)[0];
  return typeof first === 'string' ? first : '';
}
