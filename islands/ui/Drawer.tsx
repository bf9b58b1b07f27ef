import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { discardMessages } from '../../src/domain/messages';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { DialogCloseContext } from './Dialog';
import { cn } from './cn';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** When it holds unsaved input, closing (Escape, backdrop, Cancel via useDialogClose) asks first. */
  dirty?: boolean;
  className?: string;
}

/**
 * A modal side sheet (Headless UI Dialog: focus trap, Escape, focus returned to the opener) whose
 * backdrop barely dims the page, for editors that preview their effect on the page behind them.
 */
export function Drawer({ open, onClose, title, description, children, dirty = false, className }: DrawerProps) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  return (
    <HeadlessDialog open={open} onClose={requestClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/10 transition-opacity data-closed:opacity-0" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className={cn(
            'flex h-full w-full max-w-md flex-col border-l border-line bg-surface text-fg shadow-2xl transition',
            'data-closed:translate-x-8 data-closed:opacity-0',
            className,
          )}
        >
          <div className="shrink-0 border-b border-line px-5 py-4">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            {description && <Description className="mt-1 text-sm text-muted">{description}</Description>}
          </div>
          <DialogCloseContext.Provider value={requestClose}>{children}</DialogCloseContext.Provider>
        </DialogPanel>
      </div>
      <ConfirmDialog
        open={asking}
        title={discardMessages.title}
        content={discardMessages.content}
        confirmLabel={discardMessages.discard}
        cancelLabel={discardMessages.keep}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </HeadlessDialog>
  );
}
