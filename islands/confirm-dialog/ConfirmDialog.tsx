import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { confirmMessages } from '../../src/domain/messages';
import { InfoIcon, WarningIcon } from '../ui/icons';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content: React.ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  variant?: 'danger' | 'primary';
  confirmLabel?: string;
  loadingLabel?: string;
  cancelLabel?: string;
}

/** Title, content, Cancel and a danger or primary action; Escape and the backdrop cancel. */
export function ConfirmDialog({
  open, title, content, onCancel, onConfirm, loading = false, variant = 'danger',
  confirmLabel = confirmMessages.delete, loadingLabel = confirmMessages.deleting, cancelLabel = confirmMessages.cancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !loading && onCancel()} title={title} size="xl">
      <div className="flex gap-3 px-5 pb-4 pt-2">
        <span
          aria-hidden="true"
          className={variant === 'danger' ? 'grid size-9 shrink-0 place-items-center rounded-full bg-danger-soft text-danger' : 'grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary'}
        >
          {variant === 'danger' ? <WarningIcon size={18} /> : <InfoIcon size={18} />}
        </span>
        <div className="text-sm text-muted">{content}</div>
      </div>
      <div className="flex justify-end gap-2 border-t border-line px-5 py-3">
        <Button onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={loading}>
          {loading ? loadingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
