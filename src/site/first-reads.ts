import { activitiesApi, labelsApi, type ActivitySource } from '../api/activities';
import { analyticsApi } from '../api/analytics';
import { coreApi } from '../api/core';
import { documentsApi } from '../api/documents';
import { issuesApi } from '../api/issues';
import { linksApi } from '../api/links';
import { settingsApi } from '../api/settings';
import type { IssueTab } from '../domain/constants';
import { SAMPLE_PLACES } from '../domain/demo-places';
import { ACTIVITY_FEED_PAGE_SIZE } from '../models/activity-feed';
import { DEMO_DOCUMENT_ID, prerenderedWorkspace } from './prerender';

/**
 * What the islands of a page without first content read as they mount (a component demo on the
 * sample's records, a settings page, a workspace issue tab), through the same api calls, so the
 * build records the answers for the page to carry (src/site/first-content.ts). A read missing here
 * is asked of the mock as before, only later; tests/e2e/first-content.spec.ts checks that none is.
 */
const { workspaceSlug: slug, projectId, issueId, cycleId, moduleId } = SAMPLE_PLACES;

const feedPage = (source: ActivitySource) => activitiesApi.page(source, { group: 'all', cursor: null, perPage: ACTIVITY_FEED_PAGE_SIZE });
/** The activity wording's context: who "You" is, the projects and their labels (models/activity-context.ts). */
const activityContext = () => [coreApi.me(), coreApi.projects(slug), ...prerenderedWorkspace().projects.map((p) => labelsApi.list(slug, p.id))];

export const FIRST_READS = {
  'activity-feed': () => [feedPage({ kind: 'issue', workspaceSlug: slug, projectId, issueId }), feedPage({ kind: 'workspace', workspaceSlug: slug }), ...activityContext()],
  'add-existing-issues': () => [analyticsApi.issues({ kind: 'cycle', workspaceSlug: slug, projectId, cycleId })],
  'cover-image-picker': () => [coreApi.project(slug, projectId), coreApi.workspace(slug)],
  editor: () => [coreApi.config(), documentsApi.get(slug, DEMO_DOCUMENT_ID), coreApi.me()],
  'image-upload': () => [coreApi.config(), coreApi.config(), coreApi.me(), coreApi.workspace(slug)],
  'link-form': () => [
    linksApi.list({ kind: 'issue', workspaceSlug: slug, projectId, issueId }),
    linksApi.list({ kind: 'module', workspaceSlug: slug, projectId, moduleId }),
    coreApi.members(slug),
  ],
  'theme-editor': () => [coreApi.me()],
  viewer: () => [documentsApi.get(slug, DEMO_DOCUMENT_ID), coreApi.me()],
  'settings/general': () => [coreApi.workspace(slug), coreApi.workspace(slug), coreApi.config()],
  'settings/members': () => [coreApi.members(slug)],
  'settings/billing': () => [coreApi.members(slug)],
  'settings/exports': () => [settingsApi.exports(slug), coreApi.projects(slug)],
  'settings/webhooks': () => [settingsApi.webhooks(slug)],
  'settings/api-tokens': () => [settingsApi.apiTokens(slug)],
  'settings/imports': () => [settingsApi.imports(slug)],
} satisfies Record<string, () => Array<Promise<unknown>>>;

export type FirstReadsPage = keyof typeof FIRST_READS | `workspace-views/${IssueTab}`;

export function firstReadsOf(page: FirstReadsPage): Array<Promise<unknown>> {
  if (page.startsWith('workspace-views/')) return [issuesApi.workspaceTab(slug, page.slice('workspace-views/'.length) as IssueTab)];
  return FIRST_READS[page as keyof typeof FIRST_READS]();
}
