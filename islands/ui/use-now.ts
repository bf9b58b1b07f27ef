import { useSyncExternalStore } from 'react';

/** When the page started, in the browser; what "3 hours ago" and "is this cycle over?" are measured from. */
const loadedAt = Date.now();
/** When the build drew the page's first content, while the browser adopts that drawing (hydration). */
let drawnAt: number | null = null;

const noSubscription = () => () => {};

/**
 * The time an island's relative dates are written from. A page drawn at build time is taken over
 * by the same render in the browser (hydration), which must write what the build wrote ("7 days
 * ago" then), so it reads the build's time; right after, the island renders again with the page's
 * own. Everywhere else it is simply the time the page started.
 */
export function useNow(): Date {
  const time = useSyncExternalStore(noSubscription, () => loadedAt, () => drawnAt ?? Date.now());
  return new Date(time);
}

/**
 * False on the server and while the browser adopts the server's drawing, true after: for what only
 * the reader's browser can write the same way each time (a time of day in their time zone).
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** For the page that adopts a first content drawn at `time` (epoch ms), before it does. */
export function adoptDrawingTime(time: number): void {
  drawnAt = time;
}
