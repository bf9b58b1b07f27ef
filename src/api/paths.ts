/**
 * Every path the client calls. SPEC section 7 gives the documented ones; the rest follow the same
 * style (workspace slug, then project, then entity, trailing slash). The README lists them all.
 */
const ws = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}`;
const project = (slug: string, projectId: string) => `${ws(slug)}/projects/${encodeURIComponent(projectId)}`;

export const paths = {
  config: () => '/api/configs/',
  me: () => '/api/users/me/',
  meProfile: () => '/api/users/me/profile/',
  workspace: (slug: string) => `${ws(slug)}/`,
  members: (slug: string) => `${ws(slug)}/members/`,
  projects: (slug: string) => `${ws(slug)}/projects/`,
  project: (slug: string, projectId: string) => `${project(slug, projectId)}/`,
  states: (slug: string, projectId: string) => `${project(slug, projectId)}/states/`,
  labels: (slug: string, projectId: string) => `${project(slug, projectId)}/labels/`,
  projectIssues: (slug: string, projectId: string) => `${project(slug, projectId)}/issues/`,
  workspaceIssues: (slug: string) => `${ws(slug)}/issues/`,
  issue: (slug: string, projectId: string, issueId: string) => `${project(slug, projectId)}/issues/${encodeURIComponent(issueId)}/`,
  searchIssues: (slug: string, projectId: string) => `${project(slug, projectId)}/search-issues/`,
  bulkDeleteIssues: (slug: string, projectId: string) => `${project(slug, projectId)}/bulk-delete-issues/`,
  issueLinks: (slug: string, projectId: string, issueId: string) =>
    `${project(slug, projectId)}/issues/${encodeURIComponent(issueId)}/issue-links/`,
  issueLink: (slug: string, projectId: string, issueId: string, linkId: string) =>
    `${project(slug, projectId)}/issues/${encodeURIComponent(issueId)}/issue-links/${encodeURIComponent(linkId)}/`,
  moduleLinks: (slug: string, projectId: string, moduleId: string) =>
    `${project(slug, projectId)}/modules/${encodeURIComponent(moduleId)}/module-links/`,
  moduleLink: (slug: string, projectId: string, moduleId: string, linkId: string) =>
    `${project(slug, projectId)}/modules/${encodeURIComponent(moduleId)}/module-links/${encodeURIComponent(linkId)}/`,
  cycle: (slug: string, projectId: string, cycleId: string) => `${project(slug, projectId)}/cycles/${encodeURIComponent(cycleId)}/`,
  cycleIssues: (slug: string, projectId: string, cycleId: string) =>
    `${project(slug, projectId)}/cycles/${encodeURIComponent(cycleId)}/cycle-issues/`,
  module: (slug: string, projectId: string, moduleId: string) => `${project(slug, projectId)}/modules/${encodeURIComponent(moduleId)}/`,
  moduleIssues: (slug: string, projectId: string, moduleId: string) =>
    `${project(slug, projectId)}/modules/${encodeURIComponent(moduleId)}/module-issues/`,
  aiAssistant: (slug: string, projectId: string) => `${project(slug, projectId)}/ai-assistant/`,
  workspaceAssets: (slug: string) => `${ws(slug)}/file-assets/`,
  userAssets: () => '/api/users/file-assets/',
  deleteWorkspaceAsset: (workspaceId: string, assetId: string) =>
    `/api/workspaces/file-assets/${encodeURIComponent(workspaceId)}/${encodeURIComponent(assetId)}/`,
  /** `path` is the asset URL's path without its leading slash; its slashes stay. */
  deleteAssetByPath: (path: string) => `/api/workspaces/file-assets/${path}/`,
  restoreAssetByPath: (path: string) => `/api/workspaces/file-assets/${path}/restore/`,
  deleteUserAsset: (assetId: string) => `/api/users/file-assets/${encodeURIComponent(assetId)}`,
  unsplash: () => '/api/unsplash/',
  projectCovers: () => '/api/project-covers/',
  workspaceActivities: (slug: string) => `${ws(slug)}/activities/`,
  userActivities: (slug: string, userId: string) => `${ws(slug)}/user-activity/${encodeURIComponent(userId)}/`,
  issueActivities: (slug: string, projectId: string, issueId: string) =>
    `${project(slug, projectId)}/issues/${encodeURIComponent(issueId)}/history/`,
  exports: (slug: string) => `${ws(slug)}/exports/`,
  imports: (slug: string) => `${ws(slug)}/imports/`,
  webhooks: (slug: string) => `${ws(slug)}/webhooks/`,
  apiTokens: (slug: string) => `${ws(slug)}/api-tokens/`,
  apiToken: (slug: string, tokenId: string) => `${ws(slug)}/api-tokens/${encodeURIComponent(tokenId)}/`,
  webhook: (slug: string, webhookId: string) => `${ws(slug)}/webhooks/${encodeURIComponent(webhookId)}/`,
  exportDownload: (slug: string, exportId: string) => `${ws(slug)}/exports/${encodeURIComponent(exportId)}/download/`,
  workspaces: () => '/api/workspaces/',
  cycleDistribution: (slug: string, projectId: string, cycleId: string) =>
    `${project(slug, projectId)}/cycles/${encodeURIComponent(cycleId)}/distribution/`,
  moduleDistribution: (slug: string, projectId: string, moduleId: string) =>
    `${project(slug, projectId)}/modules/${encodeURIComponent(moduleId)}/distribution/`,
  demoDocument: (slug: string, documentId: string) => `${ws(slug)}/demo-documents/${encodeURIComponent(documentId)}/`,
  mockLog: () => '/api/__mock__/log/',
} as const;
