import { createEffect, createEvent, createStore, sample } from 'effector';
import { issuesApi, type IssueTarget } from '../api/issues';
import { errorText, isApiError, unwrap } from '../api/result';
import { SEARCH_DEBOUNCE_MS } from '../domain/constants';
import type { IssueLite } from '../domain/entities';
import { genericError, issuePickerMessages } from '../domain/messages';
import { createDebounce } from './kit/debounce';
import { canWriteEntities } from '../domain/roles';
import { $role } from './session';
import { notify } from './toasts';

export interface AddExistingScope {
  workspaceSlug: string;
  projectId: string;
  target: IssueTarget;
}

interface SearchRequest {
  seq: number;
  term: string;
  workspaceSearch: boolean;
}

/**
 * Search and pick existing issues, then add them to a cycle or module (REFERENCE 2.3). The term is
 * sent 500 ms after the last keystroke; a newer search aborts the one in flight, and only the
 * newest answer is shown. Closing resets the term, the selection and the workspace toggle.
 */
export function createAddExistingIssuesModel({ workspaceSlug, projectId, target }: AddExistingScope) {
  const opened = createEvent();
  const closeRequested = createEvent();
  const closed = createEvent();
  const termChanged = createEvent<string>();
  const workspaceSearchToggled = createEvent<boolean | void>();
  const issueToggled = createEvent<IssueLite>();
  const chipRemoved = createEvent<string>();
  const submitted = createEvent();
  const retried = createEvent();

  const debounce = createDebounce<string>(SEARCH_DEBOUNCE_MS);

  let inFlight: AbortController | null = null;
  const searchFx = createEffect(async ({ seq, term, workspaceSearch }: SearchRequest) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const page = await unwrap(
        issuesApi.search(
          workspaceSlug,
          projectId,
          {
            search: term,
            workspaceSearch,
            cycleId: target.kind === 'cycle' ? target.cycleId : undefined,
            moduleId: target.kind === 'module' ? target.moduleId : undefined,
          },
          controller.signal,
        ),
      );
      return { seq, page };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  });
  const abortFx = createEffect(() => {
    inFlight?.abort();
    inFlight = null;
  });
  const addFx = createEffect((issues: IssueLite[]) =>
    unwrap(issuesApi.addTo(workspaceSlug, projectId, target, issues.map((i) => i.id))).then(() => issues),
  );

  const $open = createStore(false).on(opened, () => true).on(closed, () => false);
  const $term = createStore('').on(termChanged, (_, term) => term).reset(closed);
  const $debouncedTerm = createStore('').on(debounce.fired, (_, term) => term.trim()).reset(closed);
  const $workspaceSearch = createStore(false)
    .on(workspaceSearchToggled, (on, next) => (typeof next === 'boolean' ? next : !on))
    .reset(closed);
  const $seq = createStore(0).on(searchFx, (_, request) => request.seq);
  const $results = createStore<IssueLite[]>([]).reset(closed);
  const $total = createStore(0).reset(closed);
  const $searchError = createStore<string | null>(null).reset(closed, searchFx);
  /** True from a keystroke until the answer for the settled term arrives, so empty states never flash. */
  const $searching = createStore(false)
    .on(termChanged, () => true)
    .on(searchFx, () => true)
    .reset(closed);
  const $selected = createStore<IssueLite[]>([])
    .on(issueToggled, (list, issue) => (list.some((i) => i.id === issue.id) ? list.filter((i) => i.id !== issue.id) : [...list, issue]))
    .on(chipRemoved, (list, id) => list.filter((i) => i.id !== id))
    .reset(closed);
  const $selectedIds = $selected.map((list) => new Set(list.map((i) => i.id)));
  const $adding = addFx.pending;
  /** Adding issues to a cycle or module needs a member or admin. */
  const $canAdd = $role.map(canWriteEntities);

  sample({ clock: closeRequested, filter: $adding.map((busy) => !busy), target: closed });
  sample({ clock: closed, target: [debounce.cancel, abortFx] });
  sample({ clock: termChanged, target: debounce.trigger });

  // One search on open, then one per settled term and per toggle change.
  sample({
    clock: [opened, debounce.fired, $workspaceSearch.updates, retried],
    source: { seq: $seq, term: $debouncedTerm, workspaceSearch: $workspaceSearch, open: $open },
    filter: ({ open }) => open,
    fn: ({ seq, term, workspaceSearch }) => ({ seq: seq + 1, term, workspaceSearch }),
    target: searchFx,
  });

  const freshAnswer = sample({
    clock: searchFx.doneData,
    source: $seq,
    filter: (latest, answer) => answer.seq === latest,
    fn: (_, answer) => answer.page,
  });
  $results.on(freshAnswer, (_, page) => page.results);
  $total.on(freshAnswer, (_, page) => page.total_count);
  sample({
    clock: freshAnswer,
    source: { term: $term, settled: $debouncedTerm },
    // Still typing past the answered term: keep the skeletons until the next answer.
    fn: ({ term, settled }) => term.trim() !== settled,
    target: $searching,
  });
  sample({
    clock: searchFx.fail,
    source: $seq,
    filter: (latest, { params, error }) => params.seq === latest && !(isApiError(error) && error.kind === 'aborted'),
    fn: (_, { error }) => errorText(error, genericError),
    target: $searchError,
  });
  sample({
    clock: searchFx.fail,
    source: $seq,
    filter: (latest, { params, error }) => params.seq === latest && !(isApiError(error) && error.kind === 'aborted'),
    fn: () => false,
    target: $searching,
  });

  sample({
    clock: submitted,
    source: $selected,
    filter: (list) => list.length === 0,
    fn: () => ({ type: 'error' as const, message: issuePickerMessages.selectAtLeastOne }),
    target: notify,
  });
  sample({
    clock: submitted,
    source: { list: $selected, allowed: $canAdd },
    filter: ({ list, allowed }) => list.length > 0 && allowed,
    fn: ({ list }) => list,
    target: addFx,
  });
  sample({
    clock: addFx.done,
    fn: () => ({
      type: 'success' as const,
      message: target.kind === 'cycle' ? issuePickerMessages.addedToCycle : issuePickerMessages.addedToModule,
    }),
    target: notify,
  });
  sample({ clock: addFx.done, target: closed });
  sample({
    clock: addFx.failData,
    fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }),
    target: notify,
  });

  return {
    target,
    opened, closeRequested, termChanged, workspaceSearchToggled, issueToggled, chipRemoved, submitted, retried,
    $open, $term, $debouncedTerm, $workspaceSearch, $results, $total, $searching, $searchError, $selected, $selectedIds, $adding, $canAdd,
    searchFx, addFx,
    /** Fires with the added issues, so the cycle or module page can show them. */
    added: addFx.doneData,
  };
}

export type AddExistingIssuesModel = ReturnType<typeof createAddExistingIssuesModel>;
