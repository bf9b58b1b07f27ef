import { createEffect, createEvent, createStore, sample } from 'effector';
import { analyticsApi, type AnalyticsOwner } from '../api/analytics';
import { unwrap } from '../api/result';
import type { DistributionSummary } from '../domain/distribution';
import type { Issue } from '../domain/entities';
import {
  ANALYTICS_TAB_KEY, DEFAULT_ANALYTICS_TAB, issueMatchesFilter, parseAnalyticsTab, sameAnalyticsFilter,
  type AnalyticsFilter, type AnalyticsTab,
} from '../domain/analytics';
import { createLoad, createShared } from './kit';

export { ANALYTICS_TABS, ANALYTICS_TAB_KEY, issueMatchesFilter, type AnalyticsFilter, type AnalyticsTab } from '../domain/analytics';

function readStoredTab(): AnalyticsTab {
  try {
    return parseAnalyticsTab(typeof localStorage === 'undefined' ? null : localStorage.getItem(ANALYTICS_TAB_KEY));
  } catch {
    return DEFAULT_ANALYTICS_TAB;
  }
}

export const analyticsTabChanged = createEvent<AnalyticsTab>();
export const $analyticsTab = createStore<AnalyticsTab>(readStoredTab()).on(analyticsTabChanged, (_, tab) => tab);

export const storeAnalyticsTabFx = createEffect((tab: AnalyticsTab) => {
  try {
    localStorage.setItem(ANALYTICS_TAB_KEY, tab);
  } catch {
    // Private mode or a full storage: the tab still changes, it is only not remembered.
  }
});
sample({ clock: analyticsTabChanged, target: storeAnalyticsTabFx });

/**
 * A cycle's or module's distribution and issue list, shared by the islands of its page (the issue
 * list, the analytics tabs, and the "add existing issues" picker that calls `refreshRequested`).
 */
export function createAnalyticsModel(owner: AnalyticsOwner) {
  const mounted = createEvent();
  const refreshRequested = createEvent();
  const filterToggled = createEvent<AnalyticsFilter>();
  const filterCleared = createEvent();

  const distribution = createLoad<DistributionSummary | null>({ initial: null, load: () => unwrap(analyticsApi.distribution(owner)) });
  const issues = createLoad<Issue[]>({ initial: [], load: () => unwrap(analyticsApi.issues(owner)) });
  const $issues = issues.$data;
  const $filter = createStore<AnalyticsFilter | null>(null)
    .on(filterToggled, (current, next) => (sameAnalyticsFilter(current, next) ? null : next))
    .reset(filterCleared);
  const $visibleIssues = sample({
    source: { issues: $issues, filter: $filter },
    fn: ({ issues, filter }) => issues.filter((issue) => issueMatchesFilter(issue, filter)),
  });

  // Both islands mount; each load runs once per request, not once per island.
  sample({ clock: [mounted, refreshRequested], target: [distribution.requested, issues.requested] });

  /** The tabs' distribution, as units; the tab itself is remembered site-wide. */
  const tabsView = {
    distribution: distribution.$data, loading: distribution.$loading, error: distribution.$error, filter: $filter, onRetry: refreshRequested,
  };

  /** Both loads ahead of the islands (a pre-rendered page's first content, src/models/first-content.ts). */
  const preloadFx = createEffect(async () => {
    await Promise.all([distribution.preloadFx(), issues.preloadFx()]);
  });

  return {
    owner, tabsView, preloadFx,
    mounted, refreshRequested, filterToggled, filterCleared,
    $distribution: distribution.$data, $distributionError: distribution.$error, $distributionLoading: distribution.$loading,
    $issues, $visibleIssues, $issuesLoaded: issues.$loaded, $issuesError: issues.$error, $issuesLoading: issues.$loading, $filter,
    loadDistributionFx: distribution.fx, loadIssuesFx: issues.fx,
  };
}

export type AnalyticsModel = ReturnType<typeof createAnalyticsModel>;

const models = new Map<string, AnalyticsModel>();

/** The page-wide model of one cycle or module: every island of the page gets the same one. */
export function analyticsModelFor(owner: AnalyticsOwner): AnalyticsModel {
  const key = JSON.stringify(owner);
  let model = models.get(key);
  if (!model) {
    model = createShared(() => createAnalyticsModel(owner));
    models.set(key, model);
  }
  return model;
}
