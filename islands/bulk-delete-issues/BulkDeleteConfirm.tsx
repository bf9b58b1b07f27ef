import { issuePickerMessages } from '../../src/domain/messages';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export interface BulkDeleteConfirmProps {
  open: boolean;
  count: number;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete N issues?" before a bulk delete, from the dialog or from the workspace selection bar. */
export function BulkDeleteConfirm({ open, count, deleting, onCancel, onConfirm }: BulkDeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title={issuePickerMessages.bulkDeleteConfirmTitle}
      content={issuePickerMessages.bulkDeleteConfirmContent(count)}
      loading={deleting}
      loadingLabel={issuePickerMessages.deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
