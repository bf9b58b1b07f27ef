import type { DistributionAssignee, DistributionLabel, Issue, StateGroup } from '../domain/entities';
import { STATE_GROUPS } from '../domain/entities';
import type { DistributionSummary } from '../domain/distribution';
import { arrayOf, isNumber, isRecord, isString, nullable, shape, type Guard } from './guards';
import { request } from './http';
import { isIssue } from './issues';
import { paths } from './paths';

const isAssigneeRow = shape<DistributionAssignee>({
  assignee_id: nullable(isString),
  display_name: nullable(isString),
  avatar: nullable(isString),
  completed_issues: isNumber,
  total_issues: isNumber,
});

const isLabelRow = shape<DistributionLabel>({
  label_id: nullable(isString),
  label_name: nullable(isString),
  color: nullable(isString),
  completed_issues: isNumber,
  total_issues: isNumber,
});

const isStateGroups = (value: unknown): value is Record<StateGroup, number> =>
  isRecord(value) && STATE_GROUPS.every((group) => isNumber(value[group]));

/** The cycle page filters by assignees and labels, so those arrays are checked too. */
const isAnalyticsIssue = (value: unknown): value is Issue =>
  isIssue(value) && arrayOf(isString)((value as Issue).assignee_ids) && arrayOf(isString)((value as Issue).label_ids);

export const isDistribution: Guard<DistributionSummary> = shape<DistributionSummary>({
  assignees: arrayOf(isAssigneeRow),
  labels: arrayOf(isLabelRow),
  state_groups: isStateGroups,
  total_issues: isNumber,
  completed_issues: isNumber,
});

/** A cycle or a module of a project: both have a distribution and an issue list. */
export type AnalyticsOwner =
  | { kind: 'cycle'; workspaceSlug: string; projectId: string; cycleId: string }
  | { kind: 'module'; workspaceSlug: string; projectId: string; moduleId: string };

export const analyticsApi = {
  distribution: (owner: AnalyticsOwner, signal?: AbortSignal) =>
    request(
      owner.kind === 'cycle'
        ? paths.cycleDistribution(owner.workspaceSlug, owner.projectId, owner.cycleId)
        : paths.moduleDistribution(owner.workspaceSlug, owner.projectId, owner.moduleId),
      { guard: isDistribution, signal },
    ),
  issues: (owner: AnalyticsOwner, signal?: AbortSignal) =>
    request<Issue[]>(
      owner.kind === 'cycle'
        ? paths.cycleIssues(owner.workspaceSlug, owner.projectId, owner.cycleId)
        : paths.moduleIssues(owner.workspaceSlug, owner.projectId, owner.moduleId),
      { guard: arrayOf(isAnalyticsIssue), signal },
    ),
};
