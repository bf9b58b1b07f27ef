import { createEvent, sample } from 'effector';
import { issuesApi, type IssueTarget } from '../api/issues';
import { unwrap } from '../api/result';
import type { Issue } from '../domain/entities';
import type { AnalyticsOwner } from '../api/analytics';
import { createAddExistingIssuesModel, type AddExistingScope } from './add-existing-issues';
import { analyticsModelFor } from './analytics';
import { createLoad } from './kit';

/** The issues of a cycle or module, reloaded after issues are added to it. */
export function createIssueTargetModel(workspaceSlug: string, projectId: string, target: IssueTarget) {
  const changed = createEvent();
  const list = createLoad<Issue[]>({ initial: [], load: () => unwrap(issuesApi.listTarget(workspaceSlug, projectId, target)) });
  // After a change the list loads again even if a load is running: that one may predate the change.
  sample({ clock: changed, target: list.fx });
  return { target, mounted: list.requested, changed, $issues: list.$data, $error: list.$error, $loaded: list.$loaded, $loading: list.$loading, loadFx: list.fx };
}

export type IssueTargetModel = ReturnType<typeof createIssueTargetModel>;

/** A cycle's or module's issues plus the picker that adds to it; the list reloads after each add. */
export function createTargetIssuesModel(scope: AddExistingScope) {
  const picker = createAddExistingIssuesModel(scope);
  const list = createIssueTargetModel(scope.workspaceSlug, scope.projectId, scope.target);
  sample({ clock: picker.added, target: list.changed });
  return { picker, list };
}

/**
 * The picker for a cycle or module page whose issue list and analytics live in the shared
 * analytics model: adding issues refreshes both.
 */
export function createOwnerPickerModel(owner: AnalyticsOwner) {
  const target: IssueTarget = owner.kind === 'cycle' ? { kind: 'cycle', cycleId: owner.cycleId } : { kind: 'module', moduleId: owner.moduleId };
  const picker = createAddExistingIssuesModel({ workspaceSlug: owner.workspaceSlug, projectId: owner.projectId, target });
  sample({ clock: picker.added, target: analyticsModelFor(owner).refreshRequested });
  return picker;
}
