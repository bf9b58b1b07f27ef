import { createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi, type IssueTarget } from '../api/issues';
import { unwrap } from '../api/result';
import { SEARCH_DEBOUNCE_MS } from '../domain/constants';
import type { IssueLite } from '../domain/entities';
import { issuePickerMessages } from '../domain/messages';
import { canWriteEntities } from '../domain/roles';
import { submitPicks, type IssuePickerView } from './issue-picker';
import { createDebounce, createDisclosure, createLatestSearch, toastFailure, toastOn } from './kit';
import { $role } from './session';

export interface AddExistingScope {
  workspaceSlug: string;
  projectId: string;
  target: IssueTarget;
}

/**
 * Search and pick existing issues, then add them to a cycle or module (REFERENCE 2.3). The term is
 * sent 500 ms after the last keystroke; a newer search aborts the one in flight, and only the
 * newest answer is shown. Closing resets the term, the selection and the workspace toggle.
 */
export function createAddExistingIssuesModel({ workspaceSlug, projectId, target }: AddExistingScope) {
  const termChanged = createEvent<string>();
  const workspaceSearchToggled = createEvent<boolean | void>();
  const issueToggled = createEvent<IssueLite>();
  const chipRemoved = createEvent<string>();
  const submitted = createEvent();
  const retried = createEvent();

  const debounce = createDebounce<string>(SEARCH_DEBOUNCE_MS);
  const search = createLatestSearch(({ term, workspaceSearch }: { term: string; workspaceSearch: boolean }, signal: AbortSignal) =>
    unwrap(
      issuesApi.search(
        workspaceSlug,
        projectId,
        {
          search: term,
          workspaceSearch,
          cycleId: target.kind === 'cycle' ? target.cycleId : undefined,
          moduleId: target.kind === 'module' ? target.moduleId : undefined,
        },
        signal,
      ),
    ),
  );
  const addFx = createEffect((issues: IssueLite[]) =>
    unwrap(issuesApi.addTo(workspaceSlug, projectId, target, issues.map((i) => i.id))).then(() => issues),
  );
  const dialog = createDisclosure({ busy: addFx.pending });
  const { opened, closed } = dialog;

  const $term = createStore('').on(termChanged, (_, term) => term).reset(closed);
  const $debouncedTerm = createStore('').on(debounce.fired, (_, term) => term.trim()).reset(closed);
  const $workspaceSearch = createStore(false)
    .on(workspaceSearchToggled, (on, next) => (typeof next === 'boolean' ? next : !on))
    .reset(closed);
  const $results = createStore<IssueLite[]>([]).on(search.answered, (_, { result }) => result.results).reset(closed);
  const $total = createStore(0).on(search.answered, (_, { result }) => result.total_count).reset(closed);
  /** The server has more matches than it answered and did not say how many (Plane answers at most 100, no total). */
  const $cut = createStore(false).on(search.answered, (_, { result }) => result.next_cursor !== null && result.total_count <= result.results.length).reset(closed);
  const $searchError = search.$error.reset(closed);
  /** True from a keystroke until the answer for the settled term arrives, so empty states never flash. */
  const $searching = createStore(false)
    .on([termChanged, search.requested], () => true)
    .on(search.failed, () => false)
    .reset(closed);
  const $selected = createStore<IssueLite[]>([])
    .on(issueToggled, (list, issue) => (list.some((i) => i.id === issue.id) ? list.filter((i) => i.id !== issue.id) : [...list, issue]))
    .on(chipRemoved, (list, id) => list.filter((i) => i.id !== id))
    .reset(closed);
  const $selectedIds = $selected.map((list) => new Set(list.map((i) => i.id)));
  const $adding = addFx.pending;
  /** Adding issues to a cycle or module needs a member or admin. */
  const $canAdd = $role.map(canWriteEntities);

  sample({ clock: closed, target: [debounce.cancel, search.aborted] });
  sample({ clock: termChanged, target: debounce.trigger });

  // One search on open, then one per settled term and per toggle change.
  sample({
    clock: [opened, debounce.fired, $workspaceSearch.updates, retried],
    source: { term: $debouncedTerm, workspaceSearch: $workspaceSearch, open: dialog.$open },
    filter: ({ open }) => open,
    fn: ({ term, workspaceSearch }) => ({ term, workspaceSearch }),
    target: search.requested,
  });
  sample({
    clock: search.answered,
    source: { term: $term, settled: $debouncedTerm },
    // Still typing past the answered term: keep the skeletons until the next answer.
    fn: ({ term, settled }) => term.trim() !== settled,
    target: $searching,
  });

  sample({ clock: submitPicks({ clock: submitted, $picked: $selected, $allowed: $canAdd }), target: addFx });
  toastOn(addFx.done, 'success', target.kind === 'cycle' ? issuePickerMessages.addedToCycle : issuePickerMessages.addedToModule);
  sample({ clock: addFx.done, target: closed });
  toastFailure(addFx.failData);

  const view = {
    open: dialog.$open, query: $term, rows: $results, selectedIds: $selectedIds, pending: $searching, error: $searchError, busy: $adding,
    onQueryChange: termChanged, onToggle: issueToggled, onSubmit: submitted, onRetry: retried, onClose: dialog.closeRequested,
    debouncedTerm: $debouncedTerm, total: $total, cut: $cut, selected: $selected, workspaceSearch: $workspaceSearch,
    onWorkspaceSearchChange: workspaceSearchToggled, onRemoveChip: chipRemoved,
  } satisfies IssuePickerView<IssueLite> & Record<string, unknown>;

  return {
    target, view,
    opened, closeRequested: dialog.closeRequested, termChanged, workspaceSearchToggled, issueToggled, chipRemoved, submitted, retried,
    $open: dialog.$open, $term, $debouncedTerm, $workspaceSearch, $results, $total, $cut, $searching, $searchError, $selected, $selectedIds, $adding, $canAdd,
    searchFx: search.fx, addFx,
    /** Fires with the added issues, so the cycle or module page can show them. */
    added: addFx.doneData,
  };
}

export type AddExistingIssuesModel = ReturnType<typeof createAddExistingIssuesModel>;
