import { createEffect, createEvent, createStore, sample } from 'effector';
import { analyticsApi, type AnalyticsOwner } from '../api/analytics';
import { errorText, unwrap } from '../api/result';
import type { DistributionSummary } from '../domain/distribution';
import type { Issue } from '../domain/entities';
import {
  ANALYTICS_TAB_KEY, DEFAULT_ANALYTICS_TAB, issueMatchesFilter, parseAnalyticsTab, sameAnalyticsFilter,
  type AnalyticsFilter, type AnalyticsTab,
} from '../domain/analytics';
import { genericError } from '../domain/messages';

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

  const loadDistributionFx = createEffect(() => unwrap(analyticsApi.distribution(owner)));
  const loadIssuesFx = createEffect(() => unwrap(analyticsApi.issues(owner)));

  const $distribution = createStore<DistributionSummary | null>(null).on(loadDistributionFx.doneData, (_, d) => d);
  const $distributionError = createStore<string | null>(null)
    .on(loadDistributionFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadDistributionFx);
  const $issues = createStore<Issue[]>([]).on(loadIssuesFx.doneData, (_, issues) => issues);
  const $issuesLoaded = createStore(false).on(loadIssuesFx.done, () => true);
  const $issuesError = createStore<string | null>(null)
    .on(loadIssuesFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadIssuesFx);
  const $filter = createStore<AnalyticsFilter | null>(null)
    .on(filterToggled, (current, next) => (sameAnalyticsFilter(current, next) ? null : next))
    .reset(filterCleared);
  const $visibleIssues = sample({
    source: { issues: $issues, filter: $filter },
    fn: ({ issues, filter }) => issues.filter((issue) => issueMatchesFilter(issue, filter)),
  });

  // Both islands mount; each load runs once per request, not once per island.
  const load = sample({ clock: [mounted, refreshRequested] });
  sample({ clock: load, source: loadDistributionFx.pending, filter: (pending) => !pending, target: loadDistributionFx });
  sample({ clock: load, source: loadIssuesFx.pending, filter: (pending) => !pending, target: loadIssuesFx });

  return {
    owner,
    mounted, refreshRequested, filterToggled, filterCleared,
    $distribution, $distributionError, $distributionLoading: loadDistributionFx.pending,
    $issues, $visibleIssues, $issuesLoaded, $issuesError, $issuesLoading: loadIssuesFx.pending, $filter,
    loadDistributionFx, loadIssuesFx,
  };
}

export type AnalyticsModel = ReturnType<typeof createAnalyticsModel>;

const models = new Map<string, AnalyticsModel>();

/** The page-wide model of one cycle or module: every island of the page gets the same one. */
export function analyticsModelFor(owner: AnalyticsOwner): AnalyticsModel {
  const key = JSON.stringify(owner);
  let model = models.get(key);
  if (!model) {
    model = createAnalyticsModel(owner);
    models.set(key, model);
  }
  return model;
}
