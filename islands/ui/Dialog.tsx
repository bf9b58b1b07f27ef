import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from './cn';

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
}

const sizes = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

export function Dialog({ open, onClose, title, description, children, size = 'lg', initialFocus, className }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50" initialFocus={initialFocus}>
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
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
