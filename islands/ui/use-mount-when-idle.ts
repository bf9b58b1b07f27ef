import { useEffect, useState } from 'react';

/**
 * For a lazily loaded part a page does not need to paint (a dialog, a sheet): true once the page is
 * idle, or at once when `needed` (the user opened it first). Mounting it closed ahead of use lets it
 * open as a normal transition, which is what lets focus return to the opener.
 */
export function useMountWhenIdle(needed: boolean): boolean {
  const [wanted, setWanted] = useState(needed);
  useEffect(() => {
    if (needed) setWanted(true);
  }, [needed]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => cancel(handle);
  }, []);
  return wanted;
}
