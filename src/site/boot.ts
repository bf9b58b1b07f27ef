import { setTransport, transportReady, type Transport } from '../api/transport';
import { setPageWorkspace, setSiteOrigin } from '../api/backends';
import { demoPlaces, namesOwnPlaces } from '../domain/demo-places';
import { workspaceSlugOfPath } from '../domain/routes';
import { scenarioHeaderEnabled, serverRoleRequested } from '../models/session';
import { redirectToSignInOnExpiry, signInPagePath } from '../models/session-expiry';
import { SITE_BACKEND } from './backend-config';
import { firstContentShown } from '../domain/first-content';
import { heldAnswersFirst, readHeldAnswers } from './held-answers';
import { afterLoadWhenIdle } from '../../islands/ui/after-load';
import { yieldToBrowser } from '../../islands/ui/yield-to-browser';

/**
 * The site's composition root in the browser: it picks the backend and hands the api its
 * transport, so src/api knows nothing of the mock. Astro runs it before any island hydrates
 * (astro.config.mjs injects it); pages whose islands load data at once also start the backend
 * with the page (StartTransport.astro).
 */

function canUseServiceWorker(): boolean {
  return typeof window !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * The mock backend, loaded with the first call (or the page), never on plain docs pages. Its parts
 * are evaluated a task each, MSW, then the handlers (the seed, the route table, the form schemas),
 * then the worker: evaluated as one module graph they held the page for one 75 ms task once it had
 * loaded (an issue page, unthrottled), in the way of a first click.
 */
const mockWorker: Transport = {
  async start() {
    try {
      await import('msw/browser');
      await yieldToBrowser();
      await import('../../mocks/handlers');
      await yieldToBrowser();
      const { startMockWorker } = await import('../../mocks/browser');
      await startMockWorker();
    } catch (error) {
      console.error('The mock API could not start; calls will fail until the page is reloaded.', error);
    }
  },
};

/**
 * The workspace of a page whose path names none. A component page plays on the workspace its
 * address names (src/domain/demo-places.ts), else the sample's. On a build whose ids the server
 * makes, every such page but sign-in takes the reader's own once found (`'found'`), so the
 * header's Role is theirs there too, not Guest for want of a workspace.
 */
function pageWorkspaceOf({ pathname, search }: Location, base: string): string | 'found' | null {
  const root = base.endsWith('/') ? base : `${base}/`;
  const componentPage = pathname.startsWith(`${root}components/`);
  if (SITE_BACKEND.placesFromServer) {
    if (pathname.startsWith(signInPagePath(base))) return null;
    return componentPage && namesOwnPlaces(search) ? demoPlaces(search).workspaceSlug : 'found';
  }
  return componentPage ? demoPlaces(search).workspaceSlug : null;
}

/** The page's calls and the role the header shows belong to this workspace. */
function enterWorkspace(slug: string): void {
  setPageWorkspace(slug);
  if (SITE_BACKEND.roleFromServer) serverRoleRequested();
}

let booted = false;
/** The page answers its first reads itself (a pre-rendered page whose gate let its first content show). */
let answersHeld = false;

/**
 * The mock backend's transport; on a pre-rendered page whose first content shows, behind the
 * answers the page carries (src/site/held-answers.ts), so the mock loads only for a call they
 * cannot answer, or once the page has loaded and the browser is idle (startBackend).
 */
function mockTransport(): Transport {
  const held = firstContentShown(document) ? readHeldAnswers(document) : null;
  answersHeld = held !== null;
  return held ? heldAnswersFirst(held, mockWorker) : mockWorker;
}

export function bootSite(): void {
  if (booted) return;
  booted = true;
  if (SITE_BACKEND.mocked && canUseServiceWorker()) {
    setTransport(mockTransport());
    // The mock is not needed to open the page; it loads once the page has, so a first write finds it ready.
    if (answersHeld) afterLoadWhenIdle(() => void transportReady(), IDLE_BACKEND_START_MS);
  }
  // Only a backend that plays scenarios gets the header: a real server's CORS would refuse it.
  if (SITE_BACKEND.scenarios) scenarioHeaderEnabled();
  if (typeof window === 'undefined') return;
  const base = import.meta.env.BASE_URL;
  setSiteOrigin(window.location.origin);
  const slug = workspaceSlugOfPath(window.location.pathname, base) ?? pageWorkspaceOf(window.location, base);
  if (slug === 'found') {
    // Loaded only by such a build; the demo's own gate waits on the same places (islands/ui/DemoPlacesGate.tsx).
    void import('../models/own-places').then(({ ownPlaces }) => {
      const unwatch = ownPlaces().$data.watch((known) => {
        if (!known?.found) return;
        enterWorkspace(known.found.workspaceSlug);
        queueMicrotask(() => unwatch());
      });
    });
  } else if (slug) {
    enterWorkspace(slug);
  }
  redirectToSignInOnExpiry(base);
}

/**
 * How long after the page's load event (then at the browser's next idle moment) a page that answers
 * its first reads itself starts the mock anyway, so that a first write need not wait for it: its
 * chunk (116 KiB gzip) and the service worker load once the page is up, while nobody waits for them.
 */
export const IDLE_BACKEND_START_MS = 0;

/**
 * For pages whose islands ask for data as they mount: the backend starts while they load, unless
 * the page answers those reads itself (then the boot starts it once the page has loaded).
 */
export function startBackend(): Promise<void> {
  bootSite();
  return answersHeld ? Promise.resolve() : transportReady();
}
