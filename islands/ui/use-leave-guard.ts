import { useEffect } from 'react';

/**
 * Asks before the tab is closed or reloaded while `active` (unsaved text in an editor that saves).
 * Browsers show their own sentence; `message` is what older ones show.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
}
