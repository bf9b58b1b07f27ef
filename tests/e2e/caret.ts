import type { Page } from '@playwright/test';

/**
 * Presses a key whose caret move the browser performs itself (Ctrl+End, Home, End...) and waits
 * until the page has seen the move. ProseMirror learns of such moves from "selectionchange",
 * a task Chromium may run after the next key event when the machine is busy; without this wait
 * a following Enter or typed text can land at the old caret position. People never type that fast.
 */
export async function pressCaretKey(page: Page, key: string): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __caretMoved?: Promise<void> };
    w.__caretMoved = new Promise<void>((resolve) => {
      document.addEventListener('selectionchange', () => setTimeout(resolve, 0), { once: true });
      // The caret may already be where the key sends it: then no event comes.
      setTimeout(resolve, 1000);
    });
  });
  await page.keyboard.press(key);
  await page.evaluate(() => (window as unknown as { __caretMoved?: Promise<void> }).__caretMoved);
}
