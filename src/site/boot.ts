import { SAME_ORIGIN, setTransport, transportReady, type Transport } from '../api/transport';
import { scenarioHeaderEnabled } from '../models/session';

/**
 * The site's composition root in the browser: it picks the backend and hands the api its
 * transport, so src/api knows nothing of the mock. Astro runs it before any island hydrates
 * (astro.config.mjs injects it); pages whose islands load data at once also start the backend
 * with the page (StartTransport.astro).
 */

/** With no API base URL the site is its own backend: the mock's service worker answers. */
const MOCKED = SAME_ORIGIN;

/**
 * Does the backend play QA scenarios? The mock does, both as the service worker and behind
 * `npm run api` (the real-server build's backend), so today every build sends the header.
 */
const BACKEND_PLAYS_SCENARIOS = true;

function canUseServiceWorker(): boolean {
  return typeof window !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The mock backend, loaded with the first call (or the page), never on plain docs pages. */
const mockWorker: Transport = {
  async start() {
    try {
      const { startMockWorker } = await import('../../mocks/browser');
      await startMockWorker();
    } catch (error) {
      console.error('The mock API could not start; calls will fail until the page is reloaded.', error);
    }
  },
};

let booted = false;

export function bootSite(): void {
  if (booted) return;
  booted = true;
  if (MOCKED && canUseServiceWorker()) setTransport(mockWorker);
  if (BACKEND_PLAYS_SCENARIOS) scenarioHeaderEnabled();
}

/** For pages whose islands ask for data as they mount: the backend starts while they load. */
export function startBackend(): Promise<void> {
  bootSite();
  return transportReady();
}
