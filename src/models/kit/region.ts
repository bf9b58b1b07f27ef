import { clearNode, createNode, withRegion } from 'effector';

/**
 * Who owns a model's units. A model an island makes lives in a region of its own: releasing the
 * region removes every unit the model made and every link it made to shared units (the session,
 * the toasts), so a model of an island that left the page neither lingers in memory nor goes on
 * reacting to them. A model the whole page shares (one cycle's analytics, the reader's places, a
 * page's first content) is made in the page's region instead, never released, even when an
 * island's model is the first to ask for it.
 */

const pageRegion = createNode();

/** `make()` owned by the page, not by whichever island's model happened to ask first. */
export function createShared<T>(make: () => T): T {
  return withRegion(pageRegion, make);
}

export interface RegionalModel<T> {
  model: T;
  /** Removes the model's units and its links to shared ones; the model is dead afterwards. */
  release: () => void;
}

/** `make()` in a region of its own, to be released when its owner leaves. */
export function createInRegion<T>(make: () => T): RegionalModel<T> {
  const region = createNode();
  const model = withRegion(region, make);
  let released = false;
  return {
    model,
    release: () => {
      if (released) return;
      released = true;
      clearNode(region, { deep: true });
    },
  };
}
