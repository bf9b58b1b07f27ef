import { useRef } from 'react';
import { confirmMessages } from '../../src/domain/messages';
import { Button } from './Button';
import { InfoIcon, WarningIcon } from './icons';
import { ModalFooter, ModalFrame } from './ModalFrame';

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
  /**
   * For a question the user did not ask (Escape on unsaved input): it opens on its text, where Enter
   * takes Cancel, the safe answer, and Tab reaches the buttons.
   */
  cancelOnEnter?: boolean;
  /** Classes for the dialog's panel. */
  className?: string;
}

/** Title, content, Cancel and a danger or primary action; Escape and the backdrop cancel. */
export function ConfirmDialog({
  open, title, content, onCancel, onConfirm, loading = false, variant = 'danger',
  confirmLabel = confirmMessages.delete, loadingLabel = confirmMessages.deleting, cancelLabel = confirmMessages.cancel, cancelOnEnter = false, className,
}: ConfirmDialogProps) {
  const question = useRef<HTMLDivElement>(null);
  return (
    <ModalFrame open={open} onClose={() => !loading && onCancel()} title={title} size="xl" initialFocus={cancelOnEnter ? question : undefined} className={className}>
      <div
        ref={question}
        className="flex gap-3 px-5 pb-4 pt-2 outline-none"
        {...(cancelOnEnter && {
          tabIndex: -1,
          onKeyDown: (event: React.KeyboardEvent) => {
            if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
            event.preventDefault();
            onCancel();
          },
        })}
      >
        <span
          aria-hidden="true"
          className={variant === 'danger' ? 'grid size-9 shrink-0 place-items-center rounded-full bg-danger-soft text-danger' : 'grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary'}
        >
          {variant === 'danger' ? <WarningIcon size={18} /> : <InfoIcon size={18} />}
        </span>
        <div className="text-sm text-muted">{content}</div>
      </div>
      <ModalFooter>
        <Button onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={loading}>
          {loading ? loadingLabel : confirmLabel}
        </Button>
      </ModalFooter>
    </ModalFrame>
  );
}
