import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi } from '../api/issues';
import { errorText, unwrap } from '../api/result';
import type { Issue } from '../domain/entities';
import { filterIssues } from '../domain/issue-search';
import { genericError, issuePickerMessages } from '../domain/messages';
import { canWriteEntities } from '../domain/roles';
import { $role } from './session';
import { notify } from './toasts';

export interface BulkDeleteScope {
  workspaceSlug: string;
  projectId: string;
}

/**
 * The bulk delete dialog of one project (REFERENCE 2.2): loads the project's issues while open,
 * filters on the client, toggles rows, asks for confirmation, deletes, and reports the outcome.
 */
export function createBulkDeleteModel({ workspaceSlug, projectId }: BulkDeleteScope) {
  const opened = createEvent();
  /** Asking to close; ignored while the delete call runs. */
  const closeRequested = createEvent();
  const closed = createEvent();
  const queryChanged = createEvent<string>();
  const issueToggled = createEvent<string>();
  const submitted = createEvent();
  const confirmCancelled = createEvent();
  const confirmed = createEvent();
  const retried = createEvent();

  const loadFx = createEffect(() => unwrap(issuesApi.listProject(workspaceSlug, projectId)));
  const deleteFx = createEffect((issues: Issue[]) =>
    unwrap(issuesApi.bulkDelete(workspaceSlug, projectId, issues.map((i) => i.id))).then(() => issues),
  );

  const $open = createStore(false)
    .on(opened, () => true)
    .on(closed, () => false)
    .on(deleteFx.done, () => false);
  const $issues = createStore<Issue[]>([])
    .on(loadFx.doneData, (_, issues) => issues)
    .on(deleteFx.doneData, (issues, deleted) => {
      const gone = new Set(deleted.map((i) => i.id));
      return issues.filter((issue) => !gone.has(issue.id));
    });
  /** Everything this dialog deleted since the page loaded, for the page to acknowledge. */
  const $deletedHere = createStore<Issue[]>([]).on(deleteFx.doneData, (all, issues) => [...all, ...issues]);
  const $loadError = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);
  const $loaded = createStore(false).on(loadFx.done, () => true).reset(loadFx.fail);
  const $loading = loadFx.pending;
  const $query = createStore('')
    .on(queryChanged, (_, query) => query)
    .reset(closed, deleteFx.done);
  /** Selected ids in selection order; a Set is derived for rendering. */
  const $selected = createStore<string[]>([])
    .on(issueToggled, (ids, id) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
    .on(deleteFx.doneData, () => [])
    .reset(closed);
  const $selectedSet = $selected.map((ids) => new Set(ids));
  const $confirming = createStore(false)
    .on(submitted, () => false)
    .on(confirmCancelled, () => false)
    .on(deleteFx.finally, () => false)
    .reset(closed);
  const $deleting = deleteFx.pending;
  /** Deleting issues needs a member or admin; others may look but not delete. */
  const $canDelete = $role.map(canWriteEntities);
  sample({ clock: closeRequested, filter: $deleting.map((busy) => !busy), target: closed });
  const $filtered = combine($issues, $query, (issues, query) => filterIssues(issues, query));

  sample({ clock: [opened, retried], filter: $open, target: loadFx });

  sample({
    clock: submitted,
    source: $selected,
    filter: (ids) => ids.length === 0,
    fn: () => ({ type: 'error' as const, message: issuePickerMessages.selectAtLeastOne }),
    target: notify,
  });
  sample({
    clock: submitted,
    source: { ids: $selected, allowed: $canDelete },
    filter: ({ ids, allowed }) => ids.length > 0 && allowed,
    fn: () => true,
    target: $confirming,
  });
  sample({
    clock: confirmed,
    source: { ids: $selected, issues: $issues },
    filter: ({ ids }) => ids.length > 0,
    fn: ({ ids, issues }) => {
      const wanted = new Set(ids);
      return issues.filter((issue) => wanted.has(issue.id));
    },
    target: deleteFx,
  });

  sample({
    clock: deleteFx.done,
    fn: () => ({ type: 'success' as const, message: issuePickerMessages.bulkDeleteSuccess }),
    target: notify,
  });
  // SPEC section 8 names one sentence for a failed bulk delete, whatever the server says.
  sample({
    clock: deleteFx.fail,
    fn: () => ({ type: 'error' as const, message: issuePickerMessages.bulkDeleteFailure }),
    target: notify,
  });

  return {
    opened, closeRequested, queryChanged, issueToggled, submitted, confirmCancelled, confirmed, retried,
    $open, $issues, $deletedHere, $filtered, $query, $selected, $selectedSet, $confirming, $deleting, $canDelete, $loading, $loaded, $loadError,
    loadFx, deleteFx,
    /** Fires with the deleted issues, so pages showing these issues can drop them. */
    deleted: deleteFx.doneData,
  };
}

export type BulkDeleteModel = ReturnType<typeof createBulkDeleteModel>;
