import { workspaceIssueMessages } from '../../src/domain/messages';
import { Button } from '../ui/Button';
import { TrashIcon, XIcon } from '../ui/icons';

export interface SelectionBarProps {
  count: number;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** The bar at the bottom while anything is selected: the count, Clear, and Delete for those allowed. */
export function SelectionBar({ count, canDelete, deleting, onDelete, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div role="region" aria-label={workspaceIssueMessages.selectedCount(count)} className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-3">
      <div className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2.5 shadow-xl">
        <p className="text-sm font-medium" aria-live="polite">
          {workspaceIssueMessages.selectedCount(count)}
        </p>
        <Button size="sm" variant="ghost" onClick={onClear}>
          <XIcon size={14} />
          {workspaceIssueMessages.clearSelection}
        </Button>
        {canDelete ? (
          <Button size="sm" variant="danger" onClick={onDelete} loading={deleting}>
            {!deleting && <TrashIcon size={14} />}
            {workspaceIssueMessages.delete}
          </Button>
        ) : (
          <p className="text-xs text-muted">{workspaceIssueMessages.cannotDelete}</p>
        )}
      </div>
    </div>
  );
}
