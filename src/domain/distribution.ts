/**
 * Cycle and module distribution (SPEC section 3): completed/total issues per assignee, per label and
 * per state group. The mock API answers with it; the analytics tabs render it.
 */
import type { DistributionAssignee, DistributionLabel, Issue, IssueCounts, Label, State, StateGroup, User } from './entities';
import { STATE_GROUPS } from './entities';

export type DistributionIssue = Pick<Issue, 'assignee_ids' | 'label_ids' | 'state_id'> & Partial<Pick<Issue, 'state__group'>>;

export interface DistributionInput {
  issues: readonly DistributionIssue[];
  users: ReadonlyArray<Pick<User, 'id' | 'display_name' | 'avatar'>>;
  labels: ReadonlyArray<Pick<Label, 'id' | 'name' | 'color'>>;
  states: ReadonlyArray<Pick<State, 'id' | 'group'>>;
}

export interface DistributionSummary {
  assignees: DistributionAssignee[];
  labels: DistributionLabel[];
  /** Issues per state group ("issues grouped by state group"). */
  state_groups: Record<StateGroup, number>;
  total_issues: number;
  completed_issues: number;
}

/** `round(completed / total * 100)`, or 0 for no issues (REFERENCE 2.13). */
export function completionPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** Counted in the row's own fields, so a row is its key's fields and its tally. */
function bump(map: Map<string | null, IssueCounts>, key: string | null, completed: boolean): void {
  const tally = map.get(key) ?? { completed_issues: 0, total_issues: 0 };
  tally.total_issues += 1;
  if (completed) tally.completed_issues += 1;
  map.set(key, tally);
}

/** Biggest first, then by name; the "no assignee" / "no labels" row goes last. */
function byTotalThenName<T extends { total_issues: number }>(name: (row: T) => string | null) {
  return (a: T, b: T) => {
    const an = name(a);
    const bn = name(b);
    if ((an === null) !== (bn === null)) return an === null ? 1 : -1;
    return b.total_issues - a.total_issues || (an ?? '').localeCompare(bn ?? '');
  };
}

export function computeDistribution({ issues, users, labels, states }: DistributionInput): DistributionSummary {
  const groupOf = new Map(states.map((s) => [s.id, s.group]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const labelById = new Map(labels.map((l) => [l.id, l]));
  const assigneeTally = new Map<string | null, IssueCounts>();
  const labelTally = new Map<string | null, IssueCounts>();
  const stateGroups = Object.fromEntries(STATE_GROUPS.map((g) => [g, 0])) as Record<StateGroup, number>;
  let completedIssues = 0;

  for (const issue of issues) {
    const group = groupOf.get(issue.state_id) ?? issue.state__group ?? 'backlog';
    const completed = group === 'completed';
    if (completed) completedIssues += 1;
    stateGroups[group] += 1;
    // An issue with two assignees counts once for each of them, as in Plane.
    const assignees = [...new Set(issue.assignee_ids)];
    if (assignees.length === 0) bump(assigneeTally, null, completed);
    for (const id of assignees) bump(assigneeTally, id, completed);
    const issueLabels = [...new Set(issue.label_ids)].filter((id) => labelById.has(id));
    if (issueLabels.length === 0) bump(labelTally, null, completed);
    for (const id of issueLabels) bump(labelTally, id, completed);
  }

  const assigneeRows = [...assigneeTally].map(([id, tally]): DistributionAssignee => {
    const user = id ? userById.get(id) : undefined;
    return { assignee_id: id, display_name: user?.display_name ?? null, avatar: user?.avatar ?? null, ...tally };
  });
  const labelRows = [...labelTally].map(([id, tally]): DistributionLabel => {
    const label = id ? labelById.get(id) : undefined;
    return { label_id: id, label_name: label?.name ?? null, color: label?.color ?? null, ...tally };
  });

  return {
    assignees: assigneeRows.sort(byTotalThenName((r) => (r.assignee_id === null ? null : (r.display_name ?? r.assignee_id)))),
    labels: labelRows.sort(byTotalThenName((r) => (r.label_id === null ? null : (r.label_name ?? r.label_id)))),
    state_groups: stateGroups,
    total_issues: issues.length,
    completed_issues: completedIssues,
  };
}
