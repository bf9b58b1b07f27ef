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

/** Starts the service worker under the site's base path; edits persist for the tab's session. */
export function startMockWorker(): Promise<void> {
  if (started) return started;
  configureMockStore(sessionStore);
  const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
  const worker = setupWorker(...handlers);
  started = worker
    .start({
      serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
    .then(() => undefined);
  return started;
}
