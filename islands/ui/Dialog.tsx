import { createContext, useContext, useState, type KeyboardEvent } from 'react';
import { discardMessages } from '../../src/domain/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { ModalFrame, type ModalFrameProps } from './ModalFrame';

export { ModalBody as DialogBody, ModalFooter as DialogFooter } from './ModalFrame';

export interface DialogProps extends ModalFrameProps {
  /** When the dialog holds unsaved input, closing it (Escape, backdrop, Cancel) asks first. */
  dirty?: boolean;
  /** What Mod-Enter does in a dialog without a form (its primary action); a form is submitted without it. */
  onModEnter?: () => void;
}

/** Lets a Cancel button inside the dialog go through the same unsaved-input check as Escape. */
export const DialogCloseContext = createContext<() => void>(() => undefined);
export const useDialogClose = () => useContext(DialogCloseContext);

/**
 * Mod-Enter submits the dialog's form from any field, as in Plane and Linear (plain Enter does not
 * reach the submit from a textarea), or runs the dialog's primary action when it has no form. A key
 * an editor inside already handled is left to it.
 */
function submitOnModEnter(event: KeyboardEvent<HTMLDivElement>, primary: (() => void) | undefined) {
  if (event.key !== 'Enter' || !(event.metaKey || event.ctrlKey) || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const form = (event.target as HTMLElement).closest('form') ?? event.currentTarget.querySelector('form');
  if (!form && !primary) return;
  event.preventDefault();
  if (form) form.requestSubmit();
  else primary?.();
}

/**
 * The product's modal: a centred dialog or a side sheet (`placement`), which asks "Discard unsaved
 * changes?" before a close would lose what was typed. Compose it with DialogBody and DialogFooter.
 */
export function Dialog({ dirty = false, onClose, onModEnter, children, ...frame }: DialogProps) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  return (
    <ModalFrame {...frame} onClose={requestClose}>
      <DialogCloseContext.Provider value={requestClose}>
        <div className="contents" onKeyDown={(event) => submitOnModEnter(event, onModEnter)}>
          {children}
        </div>
      </DialogCloseContext.Provider>
      <ConfirmDialog
        open={asking}
        title={discardMessages.title}
        content={discardMessages.content}
        confirmLabel={discardMessages.discard}
        cancelLabel={discardMessages.keep}
        cancelOnEnter
        // In the site's own colours: the dialog it guards may be previewing another look (the theme editor).
        className="site-palette"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </ModalFrame>
  );
}
