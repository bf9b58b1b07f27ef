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
    // Only a change away from where the caret is now counts: a selectionchange still on its way from
    // an earlier click would otherwise end the wait before this key's move (the journey on Plane).
    const where = () => {
      const s = document.getSelection();
      return [s?.anchorNode, s?.anchorOffset, s?.focusNode, s?.focusOffset];
    };
    const before = where();
    w.__caretMoved = new Promise<void>((resolve) => {
      const moved = () => {
        if (where().every((part, i) => part === before[i])) return;
        document.removeEventListener('selectionchange', moved);
        setTimeout(resolve, 0);
      };
      document.addEventListener('selectionchange', moved);
      // The caret may already be where the key sends it: then no event comes.
      setTimeout(() => {
        document.removeEventListener('selectionchange', moved);
        resolve();
      }, 1000);
    });
  });
  await page.keyboard.press(key);
  await page.evaluate(() => (window as unknown as { __caretMoved?: Promise<void> }).__caretMoved);
}
