import { useId, useRef, useState } from 'react';
import { Field, Label, Switch } from '@headlessui/react';
import type { IssueLite } from '../../src/domain/entities';
import { issueKey } from '../../src/domain/issue-search';
import { issuePickerMessages } from '../../src/domain/messages';
import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { XIcon } from '../ui/icons';
import { IssueListbox, IssueListSkeleton, IssueSearchField, handleListKey, optionId } from '../ui/IssueListbox';
import { LoadError } from '../ui/LoadError';

export interface AddExistingIssuesDialogProps {
  open: boolean;
  /** Names what the issues are added to, under the title: "Cycle Sprint 21". */
  targetLabel?: string;
  term: string;
  /** The term the shown results answer (the search is sent 500 ms after the last keystroke). */
  debouncedTerm: string;
  searching: boolean;
  results: readonly IssueLite[];
  total: number;
  searchError: string | null;
  selected: readonly IssueLite[];
  selectedIds: ReadonlySet<string>;
  workspaceSearch: boolean;
  /** The workspace-level switch is offered where issues of other projects make sense. */
  showWorkspaceToggle?: boolean;
  adding: boolean;
  onTermChange: (term: string) => void;
  onWorkspaceSearchChange: (on: boolean) => void;
  onToggle: (issue: IssueLite) => void;
  onRemoveChip: (issueId: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Search and pick existing issues (REFERENCE 2.3): debounced search, chips, workspace-level switch. */
export function AddExistingIssuesDialog(props: AddExistingIssuesDialogProps) {
  const { open, term, debouncedTerm, searching, results, total, searchError, selected, selectedIds, workspaceSearch, adding } = props;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const resultsKey = `${debouncedTerm}|${workspaceSearch}|${results.length}`;
  const [seenKey, setSeenKey] = useState(resultsKey);
  // New results put the highlight back on their first row.
  if (seenKey !== resultsKey) {
    setSeenKey(resultsKey);
    setActiveIndex(debouncedTerm && results.length ? 0 : -1);
  }

  const chipsRef = useRef<HTMLUListElement>(null);
  // The removed chip's button leaves the page, so focus moves to its neighbour, or to the search field.
  const removeChip = (id: string) => {
    const index = selected.findIndex((i) => i.id === id);
    const neighbour = selected[index + 1] ?? selected[index - 1];
    props.onRemoveChip(id);
    requestAnimationFrame(() => {
      const next = neighbour && chipsRef.current?.querySelector<HTMLButtonElement>(`[data-chip="${CSS.escape(neighbour.id)}"]`);
      (next ?? inputRef.current)?.focus();
    });
  };

  const showList = !searching && !searchError && results.length > 0;
  const emptyText = term.trim() && debouncedTerm ? issuePickerMessages.noMatchingIssues : issuePickerMessages.noIssues;
  const active = showList ? results[activeIndex] : undefined;
  const keys = {
    count: showList ? results.length : 0,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    onToggleActive: () => active && props.onToggle(active),
  };

  return (
    <Dialog open={open} onClose={props.onClose} title={issuePickerMessages.addExistingTitle} description={props.targetLabel} size="2xl" initialFocus={inputRef}>
      <div className="flex flex-col gap-3 px-5 pb-4 pt-3">
        <IssueSearchField
          inputRef={inputRef}
          listId={listId}
          label={issuePickerMessages.searchLabel}
          placeholder={issuePickerMessages.addExistingSearchPlaceholder}
          value={term}
          expanded={showList}
          onChange={props.onTermChange}
          activeOptionId={active ? optionId(listId, active.id) : undefined}
          onKeyDown={(event) => handleListKey(event, { ...keys, spaceToggles: false })}
        />
        <div className="flex flex-wrap items-start gap-3">
          <ul ref={chipsRef} aria-label={issuePickerMessages.selectedLabel} className="flex min-w-0 flex-1 flex-wrap gap-1.5">
            {selected.length === 0 ? (
              <li className="rounded-md bg-surface-2 px-2 py-1 text-xs text-muted">{issuePickerMessages.noIssuesSelected}</li>
            ) : (
              selected.map((issue) => (
                <li key={issue.id} className="flex items-center gap-1 rounded-md border border-line bg-surface-2 py-0.5 pl-2 pr-0.5 text-xs font-medium">
                  {issueKey(issue)}
                  <button
                    type="button"
                    data-chip={issue.id}
                    onClick={() => removeChip(issue.id)}
                    aria-label={issuePickerMessages.removeChip(issueKey(issue))}
                    className="grid size-5 place-items-center rounded text-muted hover:bg-canvas hover:text-fg"
                  >
                    <XIcon size={12} />
                  </button>
                </li>
              ))
            )}
          </ul>
          {props.showWorkspaceToggle && (
            <Field className="flex shrink-0 items-center gap-2" title={issuePickerMessages.workspaceLevelTooltip}>
              <Switch
                checked={workspaceSearch}
                onChange={props.onWorkspaceSearchChange}
                className="group relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-line transition-colors data-checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <span className="size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[18px]" />
              </Switch>
              <Label className="cursor-pointer text-xs font-medium">{issuePickerMessages.workspaceLevel}</Label>
            </Field>
          )}
        </div>
        {debouncedTerm && <h3 className="text-sm text-muted">{issuePickerMessages.searchResultsFor(debouncedTerm)}</h3>}
        {searching ? (
          <IssueListSkeleton label={issuePickerMessages.loadingIssues} />
        ) : searchError ? (
          <LoadError message={searchError} retryLabel={issuePickerMessages.retry} onRetry={props.onRetry} />
        ) : results.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">{emptyText}</p>
        ) : (
          <>
            <IssueListbox
              id={listId}
              label={issuePickerMessages.listLabel}
              issues={results}
              selected={selectedIds}
              activeIndex={activeIndex}
              onActiveIndexChange={setActiveIndex}
              onToggle={props.onToggle}
              maxHeight={280}
            />
            {total > results.length && <p className="text-xs text-muted">{issuePickerMessages.showingFirst(results.length, total)}</p>}
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-5 py-3">
        <Button onClick={props.onClose} disabled={adding}>
          {issuePickerMessages.cancel}
        </Button>
        <Button variant="primary" onClick={props.onSubmit} loading={adding}>
          {adding ? issuePickerMessages.adding : issuePickerMessages.addExistingSubmit}
        </Button>
      </div>
    </Dialog>
  );
}
