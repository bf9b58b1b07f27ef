import { createContext, useContext, useState } from 'react';
import { discardMessages } from '../../src/domain/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { ModalFrame, type ModalFrameProps } from './ModalFrame';

export { ModalBody as DialogBody, ModalFooter as DialogFooter } from './ModalFrame';

export interface DialogProps extends ModalFrameProps {
  /** When the dialog holds unsaved input, closing it (Escape, backdrop, Cancel) asks first. */
  dirty?: boolean;
}

/** Lets a Cancel button inside the dialog go through the same unsaved-input check as Escape. */
export const DialogCloseContext = createContext<() => void>(() => undefined);
export const useDialogClose = () => useContext(DialogCloseContext);

/**
 * The product's modal: a centred dialog or a side sheet (`placement`), which asks "Discard unsaved
 * changes?" before a close would lose what was typed. Compose it with DialogBody and DialogFooter.
 */
export function Dialog({ dirty = false, onClose, children, ...frame }: DialogProps) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  return (
    <ModalFrame {...frame} onClose={requestClose}>
      <DialogCloseContext.Provider value={requestClose}>{children}</DialogCloseContext.Provider>
      <ConfirmDialog
        open={asking}
        title={discardMessages.title}
        content={discardMessages.content}
        confirmLabel={discardMessages.discard}
        cancelLabel={discardMessages.keep}
        cancelOnEnter
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </ModalFrame>
  );
}
