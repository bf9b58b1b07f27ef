/**
 * Runs `work` once the page has loaded, `delayMs` after that, at the browser's next idle moment:
 * for work nobody is waiting for (the mock backend behind a page that answers its first reads
 * itself, the description's editor behind its text), so that it never holds up what the page
 * shows first or the first thing someone does. Returns a cancel.
 */
export function afterLoadWhenIdle(work: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(work, { timeout: 2_000 });
    else work();
  };
  const later = () => {
    timer = setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
