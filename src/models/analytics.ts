import { createEffect, createEvent, createStore, sample } from 'effector';
import { analyticsApi, type AnalyticsOwner } from '../api/analytics';
import { errorText, unwrap } from '../api/result';
import type { DistributionSummary } from '../domain/distribution';
import type { Issue, StateGroup } from '../domain/entities';
import { genericError } from '../domain/messages';

/** The tab names, stored as they read (REFERENCE 2.13: localStorage key `tab`, default "Assignees"). */
export const ANALYTICS_TABS = ['Assignees', 'Labels', 'States'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const ANALYTICS_TAB_KEY = 'tab';

function readStoredTab(): AnalyticsTab {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(ANALYTICS_TAB_KEY);
    return (ANALYTICS_TABS as readonly string[]).includes(stored ?? '') ? (stored as AnalyticsTab) : 'Assignees';
  } catch {
    return 'Assignees';
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

/** A row picked in the analytics tabs; `id: null` is the "No assignee" / "No labels" row. */
export type AnalyticsFilter =
  | { kind: 'assignee'; id: string | null; name: string }
  | { kind: 'label'; id: string | null; name: string }
  | { kind: 'state'; id: StateGroup; name: string };

export function issueMatchesFilter(issue: Pick<Issue, 'assignee_ids' | 'label_ids' | 'state__group'>, filter: AnalyticsFilter | null): boolean {
  if (!filter) return true;
  switch (filter.kind) {
    case 'assignee': return filter.id === null ? issue.assignee_ids.length === 0 : issue.assignee_ids.includes(filter.id);
    case 'label': return filter.id === null ? issue.label_ids.length === 0 : issue.label_ids.includes(filter.id);
    case 'state': return issue.state__group === filter.id;
  }
}

const sameFilter = (a: AnalyticsFilter | null, b: AnalyticsFilter | null) => a !== null && b !== null && a.kind === b.kind && a.id === b.id;

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
    .on(filterToggled, (current, next) => (sameFilter(current, next) ? null : next))
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
