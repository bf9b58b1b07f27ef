import type { ApiRoute } from '../../src/domain/api-routes';

/**
 * Every endpoint of Plane the Plane-shaped server answers, by name: Plane's paths at the pinned
 * commit (docs/plane-api.md; fixtures/plane/endpoints.json is the manifest the contract test walks),
 * in the route table's pattern syntax (src/domain/api-routes.ts). `W` = `/api/workspaces/:slug`,
 * `P` = `W/projects/:projectId`.
 */
const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;
const patch = <P extends string>(path: P) => ({ method: 'PATCH', path }) as const;
const del = <P extends string>(path: P) => ({ method: 'DELETE', path }) as const;

const W = '/api/workspaces/:slug';
const P = `${W}/projects/:projectId` as const;
const ASSETS = '/api/assets/v2';

export const PLANE_ROUTES = {
  instances: get('/api/instances/'),
  me: get('/api/users/me/'),
  updateMe: patch('/api/users/me/'),
  profile: get('/api/users/me/profile/'),
  updateProfile: patch('/api/users/me/profile/'),
  apiTokens: get('/api/users/api-tokens/'),
  createApiToken: post('/api/users/api-tokens/'),
  deleteApiToken: del('/api/users/api-tokens/:tokenId/'),
  unsplash: get('/api/unsplash/'),

  createWorkspace: post('/api/workspaces/'),
  slugCheck: get('/api/workspace-slug-check/'),
  workspace: get(`${W}/`),
  updateWorkspace: patch(`${W}/`),
  memberMe: get(`${W}/workspace-members/me/`),
  members: get(`${W}/members/`),
  workspaceStates: get(`${W}/states/`),
  workspaceIssues: get(`${W}/issues/`),
  userActivity: get(`${W}/user-activity/:userId/`),
  exports: get(`${W}/export-issues/`),
  createExport: post(`${W}/export-issues/`),
  webhooks: get(`${W}/webhooks/`),
  createWebhook: post(`${W}/webhooks/`),
  deleteWebhook: del(`${W}/webhooks/:webhookId/`),

  projects: get(`${W}/projects/`),
  project: get(`${P}/`),
  updateProject: patch(`${P}/`),
  states: get(`${P}/states/`),
  labels: get(`${P}/issue-labels/`),
  projectIssues: get(`${P}/issues/`),
  issue: get(`${P}/issues/:issueId/`),
  updateIssue: patch(`${P}/issues/:issueId/`),
  deleteIssue: del(`${P}/issues/:issueId/`),
  searchIssues: get(`${P}/search-issues/`),
  bulkDeleteIssues: del(`${P}/bulk-delete-issues/`),
  issueLinks: get(`${P}/issues/:issueId/issue-links/`),
  createIssueLink: post(`${P}/issues/:issueId/issue-links/`),
  updateIssueLink: patch(`${P}/issues/:issueId/issue-links/:linkId/`),
  deleteIssueLink: del(`${P}/issues/:issueId/issue-links/:linkId/`),
  issueHistory: get(`${P}/issues/:issueId/history/`),
  aiAssistant: post(`${P}/ai-assistant/`),

  cycle: get(`${P}/cycles/:cycleId/`),
  cycleIssues: get(`${P}/cycles/:cycleId/cycle-issues/`),
  addCycleIssues: post(`${P}/cycles/:cycleId/cycle-issues/`),
  cycleAnalytics: get(`${P}/cycles/:cycleId/analytics/`),
  cycleProgress: get(`${P}/cycles/:cycleId/progress/`),
  module: get(`${P}/modules/:moduleId/`),
  moduleIssues: get(`${P}/modules/:moduleId/issues/`),
  addModuleIssues: post(`${P}/modules/:moduleId/issues/`),
  moduleLinks: get(`${P}/modules/:moduleId/module-links/`),
  createModuleLink: post(`${P}/modules/:moduleId/module-links/`),
  updateModuleLink: patch(`${P}/modules/:moduleId/module-links/:linkId/`),
  deleteModuleLink: del(`${P}/modules/:moduleId/module-links/:linkId/`),

  createWorkspaceAsset: post(`${ASSETS}/workspaces/:slug/`),
  markWorkspaceAsset: patch(`${ASSETS}/workspaces/:slug/:assetId/`),
  deleteWorkspaceAsset: del(`${ASSETS}/workspaces/:slug/:assetId/`),
  restoreWorkspaceAsset: post(`${ASSETS}/workspaces/:slug/restore/:assetId/`),
  createProjectAsset: post(`${ASSETS}/workspaces/:slug/projects/:projectId/`),
  projectAsset: get(`${ASSETS}/workspaces/:slug/projects/:projectId/:assetId/`),
  markProjectAsset: patch(`${ASSETS}/workspaces/:slug/projects/:projectId/:assetId/`),
  deleteProjectAsset: del(`${ASSETS}/workspaces/:slug/projects/:projectId/:assetId/`),
  createUserAsset: post(`${ASSETS}/user-assets/`),
  markUserAsset: patch(`${ASSETS}/user-assets/:assetId/`),
  deleteUserAsset: del(`${ASSETS}/user-assets/:assetId/`),
  staticAsset: get(`${ASSETS}/static/:assetId/`),

  /** The test server's own calls (never Plane's): the created slug and ids, the call log, a reset. */
  mockWorld: get('/api/__mock__/world/'),
  mockLog: get('/api/__mock__/log/'),
  mockReset: post('/api/__mock__/reset/'),
} as const satisfies Record<string, ApiRoute>;

export type PlaneRouteName = keyof typeof PLANE_ROUTES;

/** Storage (MinIO path-style, bucket `uploads`): the presigned POST target and the presigned GETs. */
export const STORAGE_PREFIX = '/uploads';
