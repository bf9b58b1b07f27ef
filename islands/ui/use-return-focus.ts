import { useLayoutEffect } from 'react';

const nowhere = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back to what had it when a modal opened, should the modal's closing leave it
 * nowhere. Headless UI's Dialog returns it to the element its own module last saw focused; a dialog
 * whose chunk is fetched when first opened (lazyWhenIdle, before the page went idle) brings that
 * module after the opener got the focus, so it saw none, and the focus fell to the page. The
 * element is read when the modal opens, before the dialog moves the focus in.
 */
export function useReturnFocus(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      if (!opener) return;
      // After Headless UI's own return, which runs in a microtask once its focus trap is gone.
      setTimeout(() => {
        if (opener.isConnected && nowhere()) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [open]);
}
