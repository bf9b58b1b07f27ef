/** Issues grouped by state group, in the product's group order (backlog first, cancelled last). */
import { STATE_GROUPS, type Issue, type StateGroup } from './entities';

export interface IssueGroup {
  id: StateGroup;
  issues: Issue[];
}

/** Keeps each group's issues in the order given; groups without issues are dropped. */
export function groupByStateGroup(issues: readonly Issue[]): IssueGroup[] {
  const byGroup = new Map<StateGroup, Issue[]>(STATE_GROUPS.map((g) => [g, []]));
  for (const issue of issues) byGroup.get(issue.state__group)?.push(issue);
  return STATE_GROUPS.map((id) => ({ id, issues: byGroup.get(id)! })).filter((g) => g.issues.length > 0);
}
