import { useRef } from 'react';
import { Field, Label, Switch } from '@headlessui/react';
import type { IssueLite } from '../../src/domain/entities';
import { issueKey } from '../../src/domain/issue-search';
import { issuePickerMessages } from '../../src/domain/messages';
import { Button } from '../ui/Button';
import { DialogFooter } from '../ui/Dialog';
import { XIcon } from '../ui/icons';
import { IssuePickerDialog, type IssuePickerState } from '../ui/IssuePickerDialog';

export interface AddExistingIssuesDialogProps extends IssuePickerState<IssueLite> {
  /** Names what the issues are added to, under the title: "Cycle Sprint 21". */
  targetLabel?: string;
  /** The term the shown results answer (the search is sent 500 ms after the last keystroke). */
  debouncedTerm: string;
  /** How many issues match, of which the first page is shown. */
  total: number;
  /** More issues match than the server answered, and it did not say how many. */
  cut?: boolean;
  selected: readonly IssueLite[];
  workspaceSearch: boolean;
  /** The workspace-level switch is offered where issues of other projects make sense. */
  showWorkspaceToggle?: boolean;
  onWorkspaceSearchChange: (on: boolean) => void;
  onRemoveChip: (issueId: string) => void;
}

/** Search and pick existing issues (REFERENCE 2.3): debounced search, chips, workspace-level switch. */
export function AddExistingIssuesDialog(props: AddExistingIssuesDialogProps) {
  const { query: term, debouncedTerm, rows: results, total, selected, workspaceSearch, busy: adding } = props;
  const inputRef = useRef<HTMLInputElement>(null);
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

  return (
    <IssuePickerDialog
      picker={props}
      title={issuePickerMessages.addExistingTitle}
      description={props.targetLabel}
      size="2xl"
      searchPlaceholder={issuePickerMessages.addExistingSearchPlaceholder}
      emptyText={term.trim() && debouncedTerm ? issuePickerMessages.noMatchingIssues : issuePickerMessages.noIssues}
      rowsKey={`${debouncedTerm}|${workspaceSearch}|${results.length}`}
      highlightFirst={Boolean(debouncedTerm)}
      listMaxHeight={280}
      inputRef={inputRef}
      aboveList={
        <>
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
        </>
      }
      belowList={(total > results.length || props.cut) && (
        <p className="text-xs text-muted">
          {total > results.length ? issuePickerMessages.showingFirst(results.length, total) : issuePickerMessages.showingFirstOfMore(results.length)}
        </p>
      )}
      footer={
        <DialogFooter className="flex-wrap items-center">
          <Button onClick={props.onClose} disabled={adding}>
            {issuePickerMessages.cancel}
          </Button>
          <Button variant="primary" onClick={props.onSubmit} loading={adding}>
            {adding ? issuePickerMessages.adding : issuePickerMessages.addExistingSubmit}
          </Button>
        </DialogFooter>
      }
    />
  );
}
