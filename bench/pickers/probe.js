/**
 * Injected before any page script (Playwright addInitScript) in the picker and feed benchmarks.
 * Records fetch calls (the moment a debounced search is sent), input events and long tasks, and
 * offers `when(check)`: resolves after the frame that follows the DOM first satisfying `check`
 * (MutationObserver -> requestAnimationFrame -> a MessageChannel task, which runs after paint).
 */
(() => {
  const probe = { fetches: [], inputs: [], longtasks: [], frames: [] };
  const originalFetch = window.fetch;
  window.fetch = function fetchProbe(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    probe.fetches.push({ url, t: performance.now() });
    return originalFetch.call(this, input, init);
  };
  document.addEventListener('input', (event) => probe.inputs.push({ t: event.timeStamp, value: event.target.value }), true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longtasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.noLongTaskObserver = true;
  }

  probe.afterFrame = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );

  probe.when = (check, timeoutMs = 60_000) =>
    new Promise((resolve, reject) => {
      const safe = () => {
        try {
          return Boolean(check());
        } catch {
          return false;
        }
      };
      if (safe()) {
        probe.afterFrame().then(resolve);
        return;
      }
      const observer = new MutationObserver(() => {
        if (!safe()) return;
        observer.disconnect();
        clearTimeout(timer);
        probe.afterFrame().then(resolve);
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('the expected content never appeared'));
      }, timeoutMs);
    });

  /** Options in the open dialog (or the page) whose first rows all contain the term. */
  probe.showsTerm = (term) => {
    const root = document.querySelector('[role="dialog"]') ?? document;
    const options = root.querySelectorAll('[role="option"]');
    if (!options.length) return false;
    const needle = term.toLowerCase();
    return [...options].slice(0, 5).every((o) => o.textContent.toLowerCase().includes(needle));
  };

  /** Frame intervals while a scroll runs (rAF to rAF). */
  probe.recordFrames = () => {
    probe.frames = [];
    probe.recording = true;
    let last = performance.now();
    const loop = (t) => {
      probe.frames.push(t - last);
      last = t;
      if (probe.recording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  };

  window.__probe = probe;
})();
