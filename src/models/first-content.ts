import type { ActivitySource } from '../api/activities';
import type { AnalyticsOwner } from '../api/analytics';
import { coreApi } from '../api/core';
import type { SiteRoute } from '../domain/site-routes';
import { keepPageModel } from './kit';
import { checkRoute, type RouteCheck } from './route-target';

/**
 * The first content of a pre-rendered product page of the demo workspace: the route's check (what
 * the app shell's gate asks) and the models its islands show first, loaded before they mount and
 * kept for them (kit/page-models.ts). The build loads it to draw the page's first content into its
 * HTML and records the answers (src/site/prerender.ts); the page's island loads it again from those
 * answers before its first render, which is then the same content: nothing jumps, nothing waits
 * for the mock backend.
 */
export type FirstContentRoute = Extract<SiteRoute, { name: 'issue' | 'cycle' | 'module' | 'project' | 'profile' }>;

export const hasFirstContent = (route: SiteRoute): route is FirstContentRoute =>
  route.name === 'issue' || route.name === 'cycle' || route.name === 'module' || route.name === 'project' || route.name === 'profile';

/** Every load ends, answered or not: a failed one shows its own error in its island, as it would have. */
const settle = async (loads: Array<Promise<unknown>>) => {
  await Promise.allSettled(loads);
};

const ownerOf = (route: Extract<FirstContentRoute, { name: 'cycle' | 'module' }>): AnalyticsOwner =>
  route.name === 'cycle'
    ? { kind: 'cycle', workspaceSlug: route.workspaceSlug, projectId: route.projectId, cycleId: route.cycleId }
    : { kind: 'module', workspaceSlug: route.workspaceSlug, projectId: route.projectId, moduleId: route.moduleId };

/** An activity feed's first page, and what its wording needs (who "You" is, the label colours). */
async function feed(source: ActivitySource): Promise<void> {
  const [{ createActivityFeedModel }, { loadActivityContextFx }] = await Promise.all([import('./activity-feed'), import('./activity-context')]);
  await settle([keepPageModel(createActivityFeedModel, source).preloadFx(), loadActivityContextFx(source.workspaceSlug)]);
}

/**
 * The models each route draws first, loaded on demand (a page fetches its own route's, and they are
 * the route page's own chunks anyway), while the route is checked.
 */
const modelsOf = {
  issue: () => Promise.all([import('./issue-page'), import('./links'), import('./members')]),
  cycle: () => Promise.all([import('./analytics'), import('./members')]),
  module: () => Promise.all([import('./analytics'), import('./members'), import('./links')]),
  project: () => Promise.all([import('./cover-picker'), import('./project-overview')]),
  profile: () => Promise.all([import('./members'), import('./image-upload'), import('./theme')]),
};

/** Loads the route's check, then what its page draws first; resolves with the check. */
export async function loadFirstContent(route: FirstContentRoute): Promise<RouteCheck> {
  const models = modelsOf[route.name]();
  const check = await checkRoute(route);
  if (!check.found) return check;
  const slug = route.workspaceSlug;
  switch (route.name) {
    case 'issue': {
      const [{ createIssuePageModel }, { createLinksModel }, { loadMembersFx }] = await (models as ReturnType<typeof modelsOf.issue>);
      const ref = { workspaceSlug: slug, projectId: route.projectId, issueId: route.issueId };
      await settle([
        keepPageModel(createIssuePageModel, ref).preloadFx(),
        keepPageModel(createLinksModel, { kind: 'issue', ...ref }).preloadFx(),
        loadMembersFx(slug),
        feed({ kind: 'issue', ...ref }),
      ]);
      break;
    }
    case 'cycle':
    case 'module': {
      const [{ analyticsModelFor }, { loadMembersFx }, links] = await (models as ReturnType<typeof modelsOf.module>);
      const loads: Array<Promise<unknown>> = [analyticsModelFor(ownerOf(route)).preloadFx(), loadMembersFx(slug)];
      if (route.name === 'module') {
        const { createLinksModel } = links;
        loads.push(keepPageModel(createLinksModel, { kind: 'module', workspaceSlug: slug, projectId: route.projectId, moduleId: route.moduleId }).preloadFx());
      }
      await settle(loads);
      break;
    }
    case 'project': {
      const [{ createCoverPickerModel }, { createProjectOverviewModel }] = await (models as ReturnType<typeof modelsOf.project>);
      const ref = { workspaceSlug: slug, projectId: route.projectId };
      await settle([keepPageModel(createCoverPickerModel, ref).preloadFx(), keepPageModel(createProjectOverviewModel, ref).preloadFx()]);
      break;
    }
    case 'profile': {
      const [{ loadMembersFx }, { createImageUploadModel }, { createThemeModel }] = await (models as ReturnType<typeof modelsOf.profile>);
      const loads: Array<Promise<unknown>> = [loadMembersFx(slug), feed({ kind: 'user', workspaceSlug: slug, userId: route.userId })];
      // Your own profile: your avatar and your theme.
      if (check.target.isCurrentUser) loads.push(keepPageModel(createImageUploadModel, { kind: 'avatar' }).preloadFx(), keepPageModel(createThemeModel, undefined).preloadFx());
      await settle(loads);
      break;
    }
  }
  return check;
}

/**
 * The other reads the page's islands make as they mount (the server's config for uploads, who is
 * signed in for the editor's mentions): not drawn into the page, but the build records
 * their answers too, so the page asks the mock backend nothing while it opens. Only the build calls this.
 */
export async function loadAlongside(route: FirstContentRoute): Promise<void> {
  switch (route.name) {
    case 'issue':
      await settle([coreApi.config(), coreApi.me()]);
      break;
    case 'profile':
      await settle([coreApi.config()]);
      break;
    default:
      break;
  }
}
