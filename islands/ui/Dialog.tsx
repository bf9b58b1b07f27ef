import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { discardMessages } from '../../src/domain/messages';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** Headless UI traps focus, closes on Escape and backdrop click, and returns focus to the opener. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
  /** When the dialog holds unsaved input, closing it (Escape, backdrop, Cancel) asks first. */
  dirty?: boolean;
}

/** Lets a Cancel button inside the dialog go through the same unsaved-input check as Escape. */
export const DialogCloseContext = createContext<() => void>(() => undefined);
export const useDialogClose = () => useContext(DialogCloseContext);

const sizes = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

export function Dialog({ open, onClose, title, description, children, size = 'lg', initialFocus, className, dirty = false }: DialogProps) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  return (
    <HeadlessDialog open={open} onClose={requestClose} className="fixed inset-0 z-50" initialFocus={initialFocus}>
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-6">
        <DialogPanel
          transition
          className={cn(
            'w-full rounded-xl border border-line bg-surface text-fg shadow-2xl transition',
            'data-closed:translate-y-2 data-closed:opacity-0',
            sizes[size],
            className,
          )}
        >
          <div className="px-5 pt-5">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            {description && <Description className="mt-1 text-sm text-muted">{description}</Description>}
          </div>
          <DialogCloseContext.Provider value={requestClose}>{children}</DialogCloseContext.Provider>
        </DialogPanel>
      </div>
      <HeadlessDialog open={asking} onClose={() => setAsking(false)} className="fixed inset-0 z-[60]">
        <DialogBackdrop className="fixed inset-0 bg-black/30" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl">
            <DialogTitle className="text-base font-semibold">{discardMessages.title}</DialogTitle>
            <Description className="mt-1 text-sm text-muted">{discardMessages.content}</Description>
            <div className="mt-4 flex justify-end gap-2">
              <button type="button" autoFocus onClick={() => setAsking(false)} className="h-9 rounded-md border border-line px-3 text-sm hover:bg-surface-2">
                {discardMessages.keep}
              </button>
              <button
                type="button"
                onClick={() => {
                  setAsking(false);
                  onClose();
                }}
                className="h-9 rounded-md bg-danger px-3 text-sm font-medium text-white hover:bg-danger-strong"
              >
                {discardMessages.discard}
              </button>
            </div>
          </DialogPanel>
        </div>
      </HeadlessDialog>
    </HeadlessDialog>
  );
}
