import { createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi, type IssueTarget } from '../api/issues';
import { errorText, unwrap } from '../api/result';
import type { Issue } from '../domain/entities';
import { genericError } from '../domain/messages';
import type { AnalyticsOwner } from '../api/analytics';
import { createAddExistingIssuesModel, type AddExistingScope } from './add-existing-issues';
import { analyticsModelFor } from './analytics';

/** The issues of a cycle or module, reloaded after issues are added to it. */
export function createIssueTargetModel(workspaceSlug: string, projectId: string, target: IssueTarget) {
  const mounted = createEvent();
  const changed = createEvent();
  const loadFx = createEffect(() => unwrap(issuesApi.listTarget(workspaceSlug, projectId, target)));
  const $issues = createStore<Issue[]>([]).on(loadFx.doneData, (_, issues) => issues);
  const $error = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);
  const $loaded = createStore(false).on(loadFx.done, () => true);
  sample({ clock: [mounted, changed], target: loadFx });
  return { target, mounted, changed, $issues, $error, $loaded, $loading: loadFx.pending, loadFx };
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
