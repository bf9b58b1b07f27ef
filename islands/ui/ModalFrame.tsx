import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { cn } from './cn';
import { useReturnFocus } from './use-return-focus';

export type ModalPlacement = 'center' | 'side';
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface ModalFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A centred dialog, or a sheet on the right whose backdrop barely dims the page it previews on. */
  placement?: ModalPlacement;
  /** The centred dialog's width; the side sheet has one width. */
  size?: ModalSize;
  /** Headless UI traps focus, closes on Escape and backdrop click, and returns focus to the opener. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

const sizes: Record<ModalSize, string> = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' };

const placements: Record<ModalPlacement, { backdrop: string; frame: string; panel: string; header: string }> = {
  center: {
    backdrop: 'bg-black/40',
    frame: 'flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-6',
    panel: 'w-full rounded-xl border border-line bg-surface text-fg shadow-2xl motion-safe:animate-modal-rise',
    header: 'px-5 pt-5',
  },
  side: {
    backdrop: 'bg-black/10',
    frame: 'flex justify-end',
    panel: 'flex h-full w-full max-w-md flex-col border-l border-line bg-surface text-fg shadow-2xl motion-safe:animate-modal-slide',
    header: 'shrink-0 border-b border-line px-5 py-4',
  },
};

/**
 * The frame every modal of the product shares (Headless UI's Dialog: role dialog named by its
 * title, focus trap, Escape, focus returned to the opener, use-return-focus.ts making sure of it),
 * centred or as a side sheet. It asks nothing before closing: `Dialog` adds the discard question,
 * `ConfirmDialog` is one question.
 * It animates in with CSS only and leaves at once (why: global.css, the modal animations).
 */
export function ModalFrame({ open, onClose, title, description, children, placement = 'center', size = 'lg', initialFocus, className }: ModalFrameProps) {
  const look = placements[placement];
  useReturnFocus(open);
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50" initialFocus={initialFocus}>
      <DialogBackdrop className={cn('fixed inset-0 motion-safe:animate-modal-fade', look.backdrop)} />
      <div className={cn('fixed inset-0', look.frame)}>
        <DialogPanel className={cn(look.panel, placement === 'center' && sizes[size], className)}>
          <div className={look.header}>
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            {description && <Description className="mt-1 text-sm text-muted">{description}</Description>}
          </div>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/** The padded column under the title. */
export function ModalBody({ children, gap = 3 }: { children: ReactNode; gap?: 3 | 4 }) {
  return <div className={cn('flex flex-col px-5 pb-4 pt-3', gap === 3 ? 'gap-3' : 'gap-4')}>{children}</div>;
}

/** The bar of actions under a rule: at the end, or spread (a destructive action on the left). */
export function ModalFooter({ children, justify = 'end', className }: { children: ReactNode; justify?: 'end' | 'between'; className?: string }) {
  return (
    <div className={cn('flex gap-2 border-t border-line px-5 py-3', justify === 'end' ? 'justify-end' : 'justify-between', className)}>
      {children}
    </div>
  );
}
