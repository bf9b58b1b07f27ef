import type { Locator } from '@playwright/test';

/**
 * Whether the element, or a box between it and the page, scrolls on its own (issue 17 item 13: a
 * long list inside the scrolling page is scrolled by the window, not by a box of its own).
 */
export function scrollsInsideThePage(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1) return true;
    }
    return false;
  });
}
