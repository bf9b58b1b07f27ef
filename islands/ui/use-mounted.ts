import { useEffect } from 'react';

/**
 * Fires a model's `mounted` (or any start event) once the island is on the page, so its data
 * loads after hydration; again only if the event itself changes (another model).
 */
export function useMounted(...events: Array<() => void>): void {
  useEffect(() => {
    for (const event of events) event();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the events are the dependencies
  }, events);
}
