import type { DistributionAssignee, DistributionLabel, Issue, StateGroup } from '../domain/entities';
import { STATE_GROUPS } from '../domain/entities';
import type { DistributionSummary } from '../domain/distribution';
import { arrayOf, isNumber, isRecord, isString, nullable, shape, type Guard } from './guards';
import { isIssue } from './issues';
import { send } from './send';
import type { CycleRef, ModuleRef } from '../domain/record-refs';

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
export type AnalyticsOwner = CycleRef | ModuleRef;

export const analyticsApi = {
  distribution: (owner: AnalyticsOwner, signal?: AbortSignal) => {
    const options = { guard: isDistribution, signal };
    const slug = owner.workspaceSlug;
    return owner.kind === 'cycle'
      ? send('cycleDistribution', { slug, projectId: owner.projectId, cycleId: owner.cycleId }, options)
      : send('moduleDistribution', { slug, projectId: owner.projectId, moduleId: owner.moduleId }, options);
  },
  issues: (owner: AnalyticsOwner, signal?: AbortSignal) => {
    const options = { guard: arrayOf(isAnalyticsIssue), signal };
    const slug = owner.workspaceSlug;
    return owner.kind === 'cycle'
      ? send('cycleIssues', { slug, projectId: owner.projectId, cycleId: owner.cycleId }, options)
      : send('moduleIssues', { slug, projectId: owner.projectId, moduleId: owner.moduleId }, options);
  },
};
