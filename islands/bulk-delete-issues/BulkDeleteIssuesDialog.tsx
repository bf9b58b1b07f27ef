import type { Issue } from '../../src/domain/entities';
import { issuePickerMessages, workspaceIssueMessages } from '../../src/domain/messages';
import { Button } from '../ui/Button';
import { DialogFooter } from '../ui/Dialog';
import { IssuePickerDialog, pickerListShown, type IssuePickerState } from '../ui/IssuePickerDialog';
import { BulkDeleteConfirm } from './BulkDeleteConfirm';

export interface BulkDeleteIssuesDialogProps extends IssuePickerState<Issue> {
  /** How many issues the project has, to tell "none at all" from "none match". */
  totalCount: number;
  confirming: boolean;
  /** Guests and viewers can look but not delete. */
  canDelete?: boolean;
  onConfirm: () => void;
  onConfirmCancel: () => void;
}

/** Search, pick and delete issues of a project (REFERENCE 2.2), with a confirm step before deleting. */
export function BulkDeleteIssuesDialog(props: BulkDeleteIssuesDialogProps) {
  const { query, rows, selectedIds, pending, busy: deleting, totalCount, canDelete = true } = props;
  const showList = pickerListShown(props);
  return (
    <IssuePickerDialog
      picker={props}
      title={issuePickerMessages.bulkDeleteDialogTitle}
      size="xl"
      searchPlaceholder={issuePickerMessages.bulkDeleteSearchPlaceholder}
      // A reload over a list already shown keeps the rows on screen.
      skeleton={pending && totalCount === 0}
      emptyText={totalCount === 0 ? issuePickerMessages.noIssues : issuePickerMessages.noMatchingIssues}
      rowsKey={`${query}|${rows.length}`}
      highlightFirst={Boolean(query.trim())}
      aboveList={!query.trim() && showList && <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{issuePickerMessages.bulkDeleteTitle}</h3>}
      footer={
        showList && (
          <DialogFooter className="flex-wrap items-center">
            <p className="mr-auto text-xs text-muted" aria-live="polite">
              {issuePickerMessages.selectedCount(selectedIds.size)}
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
          </DialogFooter>
        )
      }
    >
      <BulkDeleteConfirm open={props.confirming} count={selectedIds.size} deleting={deleting} onCancel={props.onConfirmCancel} onConfirm={props.onConfirm} />
    </IssuePickerDialog>
  );
}
