import { FIRST_CONTENT_HELD_CLICK } from '../../src/domain/first-content';

interface HeldClick {
  target: Element | null;
  stop: () => void;
}

/**
 * Stops holding clicks on the first content and returns the last one held, if its element is still
 * on the page: the caller clicks it again once the content has been adopted, or drops it.
 */
export function takeHeldClick(win: Window | undefined): HTMLElement | null {
  const holder = win as unknown as Record<string, HeldClick | undefined> | undefined;
  const held = holder?.[FIRST_CONTENT_HELD_CLICK];
  if (!held || !holder) return null;
  held.stop();
  delete holder[FIRST_CONTENT_HELD_CLICK];
  const target = held.target;
  return target instanceof HTMLElement && target.isConnected ? target : null;
}
