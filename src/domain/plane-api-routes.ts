import { buildPath, type ApiRoute, type PathParams } from './api-routes';

/**
 * Plane's endpoints that the `plane` backend calls (makeplane/plane 4ca6d6c7, docs/plane-api.md),
 * by name, in the same path-to-regexp 6 syntax as the spec's table: the adapter builds its URLs from
 * here, and the Plane-shaped test server can register its handlers on the same entries. Every path
 * ends with a slash: Django answers a slash-less one with a 301 that loses a POST's body.
 */
const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;
const patch = <P extends string>(path: P) => ({ method: 'PATCH', path }) as const;
const del = <P extends string>(path: P) => ({ method: 'DELETE', path }) as const;

const W = '/api/workspaces/:slug' as const;
const P = `${W}/projects/:projectId` as const;

export const PLANE_ROUTES = {
  instances: get('/api/instances/'),
  me: get('/api/users/me/'),
  updateMe: patch('/api/users/me/'),
  profile: get('/api/users/me/profile/'),
  updateProfile: patch('/api/users/me/profile/'),
  myWorkspaces: get('/api/users/me/workspaces/'),

  createWorkspace: post('/api/workspaces/'),
  workspace: get(`${W}/`),
  updateWorkspace: patch(`${W}/`),
  memberMe: get(`${W}/workspace-members/me/`),
  members: get(`${W}/members/`),
  workspaceStates: get(`${W}/states/`),
  workspaceIssues: get(`${W}/issues/`),
  userActivity: get(`${W}/user-activity/:userId/`),

  projects: get(`${W}/projects/`),
  project: get(`${P}/`),
  updateProject: patch(`${P}/`),
  states: get(`${P}/states/`),
  labels: get(`${P}/issue-labels/`),

  projectIssues: get(`${P}/issues/`),
  issue: get(`${P}/issues/:issueId/`),
  updateIssue: patch(`${P}/issues/:issueId/`),
  deleteIssue: del(`${P}/issues/:issueId/`),
  issueHistory: get(`${P}/issues/:issueId/history/`),
  searchIssues: get(`${P}/search-issues/`),
  bulkDeleteIssues: del(`${P}/bulk-delete-issues/`),

  issueLinks: get(`${P}/issues/:issueId/issue-links/`),
  createIssueLink: post(`${P}/issues/:issueId/issue-links/`),
  updateIssueLink: patch(`${P}/issues/:issueId/issue-links/:linkId/`),
  deleteIssueLink: del(`${P}/issues/:issueId/issue-links/:linkId/`),
  moduleLinks: get(`${P}/modules/:moduleId/module-links/`),
  createModuleLink: post(`${P}/modules/:moduleId/module-links/`),
  updateModuleLink: patch(`${P}/modules/:moduleId/module-links/:linkId/`),
  deleteModuleLink: del(`${P}/modules/:moduleId/module-links/:linkId/`),

  projectCycles: get(`${P}/cycles/`),
  cycle: get(`${P}/cycles/:cycleId/`),
  cycleIssues: get(`${P}/cycles/:cycleId/cycle-issues/`),
  addCycleIssues: post(`${P}/cycles/:cycleId/cycle-issues/`),
  cycleAnalytics: get(`${P}/cycles/:cycleId/analytics/`),
  cycleProgress: get(`${P}/cycles/:cycleId/progress/`),
  projectModules: get(`${P}/modules/`),
  module: get(`${P}/modules/:moduleId/`),
  moduleIssues: get(`${P}/modules/:moduleId/issues/`),
  addModuleIssues: post(`${P}/modules/:moduleId/issues/`),

  aiAssistant: post(`${P}/ai-assistant/`),
  unsplash: get('/api/unsplash/'),

  createWorkspaceAsset: post('/api/assets/v2/workspaces/:slug/'),
  markWorkspaceAsset: patch('/api/assets/v2/workspaces/:slug/:assetId/'),
  deleteWorkspaceAsset: del('/api/assets/v2/workspaces/:slug/:assetId/'),
  restoreWorkspaceAsset: post('/api/assets/v2/workspaces/:slug/restore/:assetId/'),
  createProjectAsset: post('/api/assets/v2/workspaces/:slug/projects/:projectId/'),
  markProjectAsset: patch('/api/assets/v2/workspaces/:slug/projects/:projectId/:assetId/'),
  deleteProjectAsset: del('/api/assets/v2/workspaces/:slug/projects/:projectId/:assetId/'),
  createUserAsset: post('/api/assets/v2/user-assets/'),
  markUserAsset: patch('/api/assets/v2/user-assets/:assetId/'),
  deleteUserAsset: del('/api/assets/v2/user-assets/:assetId/'),

  exports: get(`${W}/export-issues/`),
  createExport: post(`${W}/export-issues/`),
  webhooks: get(`${W}/webhooks/`),
  createWebhook: post(`${W}/webhooks/`),
  deleteWebhook: del(`${W}/webhooks/:webhookId/`),
  apiTokens: get('/api/users/api-tokens/'),
  createApiToken: post('/api/users/api-tokens/'),
  deleteApiToken: del('/api/users/api-tokens/:tokenId/'),
} as const satisfies Record<string, ApiRoute>;

export type PlaneRouteName = keyof typeof PLANE_ROUTES;
export type PlaneRouteParams<K extends PlaneRouteName> = PathParams<(typeof PLANE_ROUTES)[K]['path']>;

export function planePath<K extends PlaneRouteName>(name: K, params: PlaneRouteParams<K>): string {
  return buildPath<string>(PLANE_ROUTES[name].path, params as PathParams<string>);
}

/** Sign-in lives beside the API, under /auth/ (Plane's `authentication/urls.py`); both backends use it. */
export const AUTH_ROUTES = {
  csrfToken: get('/auth/get-csrf-token/'),
  signIn: post('/auth/sign-in/'),
} as const satisfies Record<string, ApiRoute>;
