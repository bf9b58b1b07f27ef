import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi } from '../api/issues';
import { unwrap } from '../api/result';
import type { Issue } from '../domain/entities';
import { filterIssues } from '../domain/issue-search';
import { issuePickerMessages } from '../domain/messages';
import { canWriteEntities } from '../domain/roles';
import { submitPicks, type IssuePickerView } from './issue-picker';
import { createConfirmation, createDisclosure, createLoad, toastOn } from './kit';
import { $role } from './session';

export interface BulkDeleteScope {
  workspaceSlug: string;
  projectId: string;
}

/**
 * The bulk delete dialog of one project (REFERENCE 2.2): loads the project's issues while open,
 * filters on the client, toggles rows, asks for confirmation, deletes, and reports the outcome.
 */
export function createBulkDeleteModel({ workspaceSlug, projectId }: BulkDeleteScope) {
  const queryChanged = createEvent<string>();
  const issueToggled = createEvent<string>();
  const submitted = createEvent();
  const retried = createEvent();

  const list = createLoad<Issue[]>({ initial: [], load: () => unwrap(issuesApi.listProject(workspaceSlug, projectId)) });
  const deleteFx = createEffect((issues: Issue[]) =>
    unwrap(issuesApi.bulkDelete(workspaceSlug, projectId, issues.map((i) => i.id))).then(() => issues),
  );
  /** Closing is ignored while the delete call runs. */
  const dialog = createDisclosure({ busy: deleteFx.pending, closesOn: deleteFx.done });
  const confirmation = createConfirmation({ closesOn: deleteFx.finally });

  const $issues = list.$data.on(deleteFx.doneData, (issues, deleted) => {
    const gone = new Set(deleted.map((i) => i.id));
    return issues.filter((issue) => !gone.has(issue.id));
  });
  /** Everything this dialog deleted since the page loaded, for the page to acknowledge. */
  const $deletedHere = createStore<Issue[]>([]).on(deleteFx.doneData, (all, issues) => [...all, ...issues]);
  /** The last load succeeded (a failed reload shows its error, not the old list's count). */
  const $loaded = createStore(false).on(list.fx.done, () => true).reset(list.fx.fail);
  const $query = createStore('')
    .on(queryChanged, (_, query) => query)
    .reset(dialog.closed, deleteFx.done);
  /** Selected ids in selection order; a Set is derived for rendering. */
  const $selected = createStore<string[]>([])
    .on(issueToggled, (ids, id) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
    .on(deleteFx.doneData, () => [])
    .reset(dialog.closed);
  const $selectedSet = $selected.map((ids) => new Set(ids));
  /** Deleting issues needs a member or admin; others may look but not delete. */
  const $canDelete = $role.map(canWriteEntities);
  const $filtered = combine($issues, $query, (issues, query) => filterIssues(issues, query));

  // Every opening loads afresh: another tab may have changed the project.
  sample({ clock: [dialog.opened, retried], filter: dialog.$open, target: list.fx });
  sample({ clock: dialog.closed, target: confirmation.cancelled });

  sample({ clock: submitPicks({ clock: submitted, $picked: $selected, $allowed: $canDelete }), target: confirmation.requested });
  sample({
    clock: confirmation.accepted,
    source: { ids: $selected, issues: $issues },
    filter: ({ ids }) => ids.length > 0,
    fn: ({ ids, issues }) => {
      const wanted = new Set(ids);
      return issues.filter((issue) => wanted.has(issue.id));
    },
    target: deleteFx,
  });

  toastOn(deleteFx.done, 'success', issuePickerMessages.bulkDeleteSuccess);
  // SPEC section 8 names one sentence for a failed bulk delete, whatever the server says.
  toastOn(deleteFx.fail, 'error', issuePickerMessages.bulkDeleteFailure);

  const view = {
    open: dialog.$open, query: $query, rows: $filtered, selectedIds: $selectedSet, pending: list.$loading, error: list.$error, busy: deleteFx.pending,
    onQueryChange: queryChanged, onToggle: issueToggled.prepend((issue: Issue) => issue.id), onSubmit: submitted, onRetry: retried, onClose: dialog.closeRequested,
    totalCount: $issues.map((issues) => issues.length), confirming: confirmation.$open, canDelete: $canDelete,
    onConfirm: confirmation.confirmed, onConfirmCancel: confirmation.cancelled,
  } satisfies IssuePickerView<Issue> & Record<string, unknown>;

  return {
    view,
    opened: dialog.opened, closeRequested: dialog.closeRequested, queryChanged, issueToggled, submitted,
    confirmCancelled: confirmation.cancelled, confirmed: confirmation.confirmed, retried,
    $open: dialog.$open, $issues, $deletedHere, $filtered, $query, $selected, $selectedSet, $confirming: confirmation.$open,
    $deleting: deleteFx.pending, $canDelete, $loading: list.$loading, $loaded, $loadError: list.$error,
    loadFx: list.fx, deleteFx,
    /** Fires with the deleted issues, so pages showing these issues can drop them. */
    deleted: deleteFx.doneData,
  };
}

export type BulkDeleteModel = ReturnType<typeof createBulkDeleteModel>;
