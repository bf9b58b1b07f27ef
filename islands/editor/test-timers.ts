/**
 * Milkdown's init timers (@milkdown/ctx, 3 s) fire even after their editor is destroyed, and one
 * that fires after a file's jsdom is torn down throws "removeEventListener is not defined" as an
 * unhandled error. Every editor mount notes its time here, and tests/setup.ts waits for the last
 * one's timers after each file, so no file has to remember to.
 */
const MILKDOWN_TIMER_MS = 3000;
let lastMount = 0;

export function noteEditorMount(): void {
  lastMount = Date.now();
}

/** Resolves once every Milkdown timer of this file's editors has fired. */
export function settleEditorTimers(): Promise<void> {
  const wait = lastMount + MILKDOWN_TIMER_MS + 100 - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
