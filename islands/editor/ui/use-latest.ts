import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest render's value, for callbacks registered once (key handlers,
 * timers, editor events). It is written in a layout effect, never during render, so it is current
 * before any passive effect or event runs.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
