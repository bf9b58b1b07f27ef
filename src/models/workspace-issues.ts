import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi } from '../api/issues';
import { unwrap } from '../api/result';
import type { IssueTab } from '../domain/constants';
import type { Issue } from '../domain/entities';
import { groupByStateGroup } from '../domain/issue-groups';
import { issuePickerMessages } from '../domain/messages';
import { canWriteEntities } from '../domain/roles';
import { createConfirmation, createLatestSearch, toastOn } from './kit';
import { createSelectionModel } from './selection';
import { $role } from './session';

export interface DeleteOutcome {
  deleted: string[];
  failed: boolean;
}

/**
 * A workspace issue tab (all-issues, assigned, created, subscribed): the issues grouped by state
 * group, multi-select over them, and deleting the selection through a confirmation.
 */
export function createWorkspaceIssuesModel(workspaceSlug: string) {
  const selection = createSelectionModel();
  const tabChanged = createEvent<IssueTab>();
  const retried = createEvent();
  const deleteRequested = createEvent();
  /** Escape pressed on the page: it clears the selection, unless the question is open (Escape is the dialog's then). */
  const escapePressed = createEvent();

  // A tab's list: switching tabs aborts the previous tab's load, whose late answer is dropped.
  const list = createLatestSearch((tab: IssueTab, signal: AbortSignal) => unwrap(issuesApi.workspaceTab(workspaceSlug, tab, signal)));

  /** One bulk call per project (the endpoint is per project); a failure stops and keeps the rest. */
  const deleteFx = createEffect(async (issues: Issue[]): Promise<DeleteOutcome> => {
    const byProject = new Map<string, string[]>();
    for (const issue of issues) byProject.set(issue.project_id, [...(byProject.get(issue.project_id) ?? []), issue.id]);
    const deleted: string[] = [];
    for (const [projectId, ids] of byProject) {
      const result = await issuesApi.bulkDelete(workspaceSlug, projectId, ids);
      if (!result.ok) return { deleted, failed: true };
      deleted.push(...ids);
    }
    return { deleted, failed: false };
  });

  const confirmation = createConfirmation({ closesOn: deleteFx.finally });

  const $tab = createStore<IssueTab | null>(null).on(tabChanged, (_, tab) => tab);
  const $issues = createStore<Issue[]>([])
    .on(tabChanged, () => [])
    .on(list.answered, (_, { result }) => result)
    .on(deleteFx.doneData, (issues, { deleted }) => {
      const gone = new Set(deleted);
      return issues.filter((i) => !gone.has(i.id));
    });
  const $groups = $issues.map(groupByStateGroup);
  const $issueById = $issues.map((issues) => new Map(issues.map((i) => [i.id, i])));
  const $canDelete = $role.map(canWriteEntities);
  const $deleting = deleteFx.pending;

  sample({
    clock: $groups,
    fn: (groups) => groups.map((g) => ({ id: g.id, entityIds: g.issues.map((i) => i.id) })),
    target: selection.groupsChanged,
  });

  // A route change (another tab) clears the selection and any open question before the new list arrives.
  sample({ clock: tabChanged, target: [selection.routeChanged, confirmation.cancelled, list.requested] });
  sample({ clock: escapePressed, filter: confirmation.$open.map((open) => !open), target: selection.escapePressed });
  sample({ clock: retried, source: $tab, filter: Boolean, target: list.requested });

  const $selectedIssues = combine(selection.$state, $issueById, (state, byId) =>
    state.selected.map((id) => byId.get(id)).filter((i): i is Issue => Boolean(i)),
  );

  sample({
    clock: deleteRequested,
    source: { count: selection.$count, canDelete: $canDelete },
    filter: ({ count, canDelete }) => count > 0 && canDelete,
    target: confirmation.requested,
  });
  sample({ clock: confirmation.accepted, source: $selectedIssues, target: deleteFx });
  toastOn(sample({ clock: deleteFx.doneData, filter: ({ failed }) => !failed }), 'success', issuePickerMessages.bulkDeleteSuccess);
  toastOn(sample({ clock: deleteFx.doneData, filter: ({ failed }) => failed }), 'error', issuePickerMessages.bulkDeleteFailure);

  return {
    selection,
    tabChanged, retried, deleteRequested, escapePressed, deleteCancelled: confirmation.cancelled, deleteConfirmed: confirmation.confirmed,
    $tab, $issues, $groups, $loading: list.$pending, $loadError: list.$error, $canDelete, $confirmOpen: confirmation.$open, $deleting, $selectedIssues,
    loadFx: list.fx, deleteFx,
  };
}

export type WorkspaceIssuesModel = ReturnType<typeof createWorkspaceIssuesModel>;
