import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { configureMockStore } from './runtime';
import type { SessionStore } from './db';

const sessionStore = (): SessionStore => ({
  load: (key) => sessionStorage.getItem(key),
  save: (key, value) => sessionStorage.setItem(key, value),
  remove: (key) => sessionStorage.removeItem(key),
});

let started: Promise<void> | null = null;

/**
 * MSW asks the browser to refresh a worker it finds registered and does not wait for the answer
 * (msw 2.x, getWorkerInstance). Should that registration be going away meanwhile, the refresh fails
 * with "Not found" and nobody handles it: an error thrown at the page, seen once in a CI crawl. The
 * worker already registered still answers (or the page reloads under a new one), so the failure is
 * only noted. Any other rejection is left as it is.
 */
function noteFailedWorkerRefresh(scriptUrl: string): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (!(reason instanceof DOMException) || !reason.message.startsWith('Failed to update a ServiceWorker') || !reason.message.includes(scriptUrl)) return;
    event.preventDefault();
    console.warn('The mock service worker could not be refreshed; the registered one goes on answering.', reason.message);
  });
}

/** Starts the service worker under the site's base path; edits persist for the tab's session. */
export function startMockWorker(): Promise<void> {
  if (started) return started;
  configureMockStore(sessionStore);
  const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
  const scriptUrl = `${base}mockServiceWorker.js`;
  noteFailedWorkerRefresh(new URL(scriptUrl, location.href).href);
  const worker = setupWorker(...handlers);
  started = worker
    .start({
      serviceWorker: { url: scriptUrl, options: { scope: base } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
    .then(() => undefined);
  return started;
}
