import { startTransition, useEffect, useState } from 'react';

/** When the page started, in the browser; what "3 hours ago" and "is this cycle over?" are measured from. */
const loadedAt = Date.now();
/** When the build drew the page's first content: on the server while it draws, in the browser while it adopts the drawing. */
let drawnAt: number | null = null;

/**
 * The time an island's relative dates are written from. A page drawn at build time is taken over
 * by the same render in the browser (hydration), which must write what the build wrote ("7 days
 * ago" then), so it starts from the drawing's time, then moves to the page's own in a transition
 * (no long task). Everywhere else it is simply the time the page started.
 */
export function useNow(): Date {
  const [time, setTime] = useState(() => drawnAt ?? loadedAt);
  useEffect(() => {
    if (time !== loadedAt && typeof window !== 'undefined') startTransition(() => setTime(loadedAt));
  }, [time]);
  return new Date(time);
}

/**
 * False where the page is drawn (the build) and while the browser adopts that drawing, true right
 * after (in a transition): for what only the reader's browser can write the same way each time (a
 * time of day in their time zone).
 */
export function useAfterDrawing(): boolean {
  const [after, setAfter] = useState(() => drawnAt === null && typeof window !== 'undefined');
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}

/** Before a first content drawn at `time` (epoch ms) is drawn (the build) or adopted (the browser). */
export function adoptDrawingTime(time: number): void {
  drawnAt = time;
}
