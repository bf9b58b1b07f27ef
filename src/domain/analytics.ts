/** Cycle and module analytics tabs (SPEC section 4, REFERENCE 2.13) and the issue filter a row sets. */
import type { Issue, StateGroup } from './entities';

/** The tab names, stored as they read under localStorage key `tab` (default "Assignees"). */
export const ANALYTICS_TABS = ['Assignees', 'Labels', 'States'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const ANALYTICS_TAB_KEY = 'tab';
export const DEFAULT_ANALYTICS_TAB: AnalyticsTab = 'Assignees';

export function parseAnalyticsTab(value: string | null | undefined): AnalyticsTab {
  return (ANALYTICS_TABS as readonly string[]).includes(value ?? '') ? (value as AnalyticsTab) : DEFAULT_ANALYTICS_TAB;
}

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

export const sameAnalyticsFilter = (a: AnalyticsFilter | null, b: AnalyticsFilter | null): boolean =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id;
