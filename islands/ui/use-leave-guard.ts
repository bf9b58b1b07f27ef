import { useEffect } from 'react';
import { isLeavingForSignIn } from '../../src/models/form-drafts';

/**
 * Asks before the tab is closed or reloaded while `active` (unsaved text in an editor that saves).
 * Browsers show their own sentence; `message` is what older ones show. Leaving for sign-in keeps
 * the draft and comes back, so it is not asked about.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingForSignIn()) return;
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
}
