import { useEffect, useId, useRef, useState } from 'react';
import type { Issue } from '../../src/domain/entities';
import { issuePickerMessages, workspaceIssueMessages } from '../../src/domain/messages';
import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { IssueListbox, IssueListSkeleton, IssueSearchField, handleListKey, optionId } from '../ui/IssueListbox';
import { LoadError } from '../ui/LoadError';

export interface BulkDeleteIssuesDialogProps {
  open: boolean;
  /** The rows after the search filter. */
  issues: readonly Issue[];
  /** How many issues the project has, to tell "none at all" from "none match". */
  totalCount: number;
  query: string;
  selected: ReadonlySet<string>;
  loading: boolean;
  loadError: string | null;
  confirming: boolean;
  deleting: boolean;
  /** Guests and viewers can look but not delete. */
  canDelete?: boolean;
  onQueryChange: (query: string) => void;
  onToggle: (issueId: string) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onConfirmCancel: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Search, pick and delete issues of a project (REFERENCE 2.2), with a confirm step before deleting. */
export function BulkDeleteIssuesDialog(props: BulkDeleteIssuesDialogProps) {
  const { open, issues, totalCount, query, selected, loading, loadError, confirming, deleting, canDelete = true } = props;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const queryKey = `${query}|${issues.length}`;
  const [seenKey, setSeenKey] = useState(queryKey);
  // A new search or list resets the highlight to the first row.
  if (seenKey !== queryKey) {
    setSeenKey(queryKey);
    setActiveIndex(query.trim() && issues.length ? 0 : -1);
  }
  useEffect(() => {
    if (!open) setActiveIndex(-1);
  }, [open]);

  const showList = !loading && !loadError && issues.length > 0;
  const emptyText = totalCount === 0 ? issuePickerMessages.noIssues : issuePickerMessages.noMatchingIssues;
  const active = issues[activeIndex];
  const keys = {
    count: issues.length,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    onToggleActive: () => active && props.onToggle(active.id),
  };

  return (
    <Dialog open={open} onClose={props.onClose} title={issuePickerMessages.bulkDeleteDialogTitle} size="xl" initialFocus={inputRef}>
      <div className="flex flex-col gap-3 px-5 pb-4 pt-3">
        <IssueSearchField
          inputRef={inputRef}
          listId={listId}
          label={issuePickerMessages.searchLabel}
          placeholder={issuePickerMessages.bulkDeleteSearchPlaceholder}
          value={query}
          expanded={showList}
          onChange={props.onQueryChange}
          activeOptionId={active ? optionId(listId, active.id) : undefined}
          onKeyDown={(event) => handleListKey(event, { ...keys, spaceToggles: false })}
        />
        {!query.trim() && showList && <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{issuePickerMessages.bulkDeleteTitle}</h3>}
        {loading && totalCount === 0 ? (
          <IssueListSkeleton label={issuePickerMessages.loadingIssues} />
        ) : loadError ? (
          <LoadError message={loadError} retryLabel={issuePickerMessages.retry} onRetry={props.onRetry} />
        ) : issues.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">{emptyText}</p>
        ) : (
          <IssueListbox
            id={listId}
            label={issuePickerMessages.listLabel}
            issues={issues}
            selected={selected}
            activeIndex={activeIndex}
            onActiveIndexChange={setActiveIndex}
            onToggle={(issue) => props.onToggle(issue.id)}
          />
        )}
      </div>
      {showList && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-5 py-3">
          <p className="mr-auto text-xs text-muted" aria-live="polite">
            {issuePickerMessages.selectedCount(selected.size)}
          </p>
          <Button onClick={props.onClose} disabled={deleting}>
            {issuePickerMessages.cancel}
          </Button>
          {canDelete ? (
            <Button variant="danger" onClick={props.onSubmit} loading={deleting}>
              {deleting ? issuePickerMessages.deleting : issuePickerMessages.bulkDeleteSubmit}
            </Button>
          ) : (
            <p className="text-xs text-muted">{workspaceIssueMessages.cannotDelete}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={issuePickerMessages.bulkDeleteConfirmTitle}
        content={issuePickerMessages.bulkDeleteConfirmContent(selected.size)}
        loading={deleting}
        loadingLabel={issuePickerMessages.deleting}
        onCancel={props.onConfirmCancel}
        onConfirm={props.onConfirm}
      />
    </Dialog>
  );
}
