import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi } from '../api/issues';
import { errorText, isApiError, unwrap } from '../api/result';
import type { IssueTab } from '../domain/constants';
import type { Issue } from '../domain/entities';
import { groupByStateGroup } from '../domain/issue-groups';
import { genericError, issuePickerMessages } from '../domain/messages';
import { canWriteEntities } from '../domain/roles';
import { $role } from './session';
import { createSelectionModel } from './selection';
import { notify } from './toasts';

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
  const deleteCancelled = createEvent();
  const deleteConfirmed = createEvent();

  let inFlight: AbortController | null = null;
  const loadFx = createEffect(async (tab: IssueTab) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      return { tab, issues: await unwrap(issuesApi.workspaceTab(workspaceSlug, tab, controller.signal)) };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  });

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

  const $tab = createStore<IssueTab | null>(null).on(tabChanged, (_, tab) => tab);
  const $issues = createStore<Issue[]>([])
    .on(tabChanged, () => [])
    .on(deleteFx.doneData, (issues, { deleted }) => {
      const gone = new Set(deleted);
      return issues.filter((i) => !gone.has(i.id));
    });
  sample({
    clock: loadFx.doneData,
    source: $tab,
    filter: (tab, answer) => tab === answer.tab,
    fn: (_, answer) => answer.issues,
    target: $issues,
  });
  const $loadError = createStore<string | null>(null).reset(loadFx);
  sample({
    clock: loadFx.failData,
    filter: (error) => !(isApiError(error) && error.kind === 'aborted'),
    fn: (error) => errorText(error, genericError),
    target: $loadError,
  });
  const $loading = loadFx.pending;
  const $groups = $issues.map(groupByStateGroup);
  const $issueById = $issues.map((issues) => new Map(issues.map((i) => [i.id, i])));
  const $canDelete = $role.map(canWriteEntities);
  const $confirmOpen = createStore(false)
    .on(deleteCancelled, () => false)
    .on(deleteFx.finally, () => false)
    .reset(tabChanged);
  const $deleting = deleteFx.pending;

  sample({
    clock: $groups,
    fn: (groups) => groups.map((g) => ({ id: g.id, entityIds: g.issues.map((i) => i.id) })),
    target: selection.groupsChanged,
  });

  // A route change (another tab) clears the selection before the new list arrives.
  sample({ clock: tabChanged, target: [selection.routeChanged, loadFx] });
  sample({ clock: retried, source: $tab, filter: Boolean, target: loadFx });

  sample({
    clock: deleteRequested,
    source: { count: selection.$count, canDelete: $canDelete },
    filter: ({ count, canDelete }) => count > 0 && canDelete,
    fn: () => true,
    target: $confirmOpen,
  });
  sample({
    clock: deleteConfirmed,
    source: { state: selection.$state, byId: $issueById },
    fn: ({ state, byId }) => state.selected.map((id) => byId.get(id)).filter((i): i is Issue => Boolean(i)),
    target: deleteFx,
  });
  sample({
    clock: deleteFx.doneData,
    filter: ({ failed }) => !failed,
    fn: () => ({ type: 'success' as const, message: issuePickerMessages.bulkDeleteSuccess }),
    target: notify,
  });
  sample({
    clock: deleteFx.doneData,
    filter: ({ failed }) => failed,
    fn: () => ({ type: 'error' as const, message: issuePickerMessages.bulkDeleteFailure }),
    target: notify,
  });

  const $selectedIssues = combine(selection.$state, $issueById, (state, byId) =>
    state.selected.map((id) => byId.get(id)).filter((i): i is Issue => Boolean(i)),
  );

  return {
    selection,
    tabChanged, retried, deleteRequested, deleteCancelled, deleteConfirmed,
    $tab, $issues, $groups, $loading, $loadError, $canDelete, $confirmOpen, $deleting, $selectedIssues,
    loadFx, deleteFx,
  };
}

export type WorkspaceIssuesModel = ReturnType<typeof createWorkspaceIssuesModel>;
