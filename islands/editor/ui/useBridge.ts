import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EditorBridge } from '../bridge';

/** Shallow equality of two plain objects (same keys, `Object.is` per value). */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Subscribes to the editor bridge through a selector: the component re-renders only when what it
 * selects changes (shallow equality by default), not on every transaction. A plain keystroke then
 * commits nothing in React: each render of an editor menu also costs React 19 a walk of the focused
 * contenteditable's DOM to save the selection, which at 1 MB dominated the keystroke's script time.
 *
 * `select` reads the bridge (and its view's current state); it may close over component state. The
 * component keeps reading the live view while rendering; the selection only decides *when* it renders.
 */
export function useBridgeSelector<T extends object>(
  bridge: EditorBridge,
  select: (bridge: EditorBridge) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T {
  const last = useRef<T | null>(null);
  const getSnapshot = useCallback(() => {
    const next = select(bridge);
    const previous = last.current;
    if (previous !== null && isEqual(previous, next)) return previous;
    last.current = next;
    return next;
  }, [bridge, select, isEqual]);
  return useSyncExternalStore(bridge.events.subscribe, getSnapshot, getSnapshot);
}
