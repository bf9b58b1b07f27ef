import { setTransport, transportReady, type Transport } from '../api/transport';
import { setPageWorkspace, setSiteOrigin } from '../api/backends';
import { demoPlaces } from '../domain/demo-places';
import { workspaceSlugOfPath } from '../domain/routes';
import { scenarioHeaderEnabled, serverRoleRequested } from '../models/session';
import { redirectToSignInOnExpiry } from '../models/session-expiry';
import { SITE_BACKEND } from './backend-config';

/**
 * The site's composition root in the browser: it picks the backend and hands the api its
 * transport, so src/api knows nothing of the mock. Astro runs it before any island hydrates
 * (astro.config.mjs injects it); pages whose islands load data at once also start the backend
 * with the page (StartTransport.astro).
 */

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

/** A component page plays on the workspace its address names (src/domain/demo-places.ts), else the sample's. */
function demoWorkspaceOf({ pathname, search }: Location, base: string): string | null {
  const root = base.endsWith('/') ? base : `${base}/`;
  return pathname.startsWith(`${root}components/`) ? demoPlaces(search).workspaceSlug : null;
}

let booted = false;

export function bootSite(): void {
  if (booted) return;
  booted = true;
  if (SITE_BACKEND.mocked && canUseServiceWorker()) setTransport(mockWorker);
  // Only a backend that plays scenarios gets the header: a real server's CORS would refuse it.
  if (SITE_BACKEND.scenarios) scenarioHeaderEnabled();
  if (typeof window === 'undefined') return;
  const base = import.meta.env.BASE_URL;
  setSiteOrigin(window.location.origin);
  const slug = workspaceSlugOfPath(window.location.pathname, base) ?? demoWorkspaceOf(window.location, base);
  if (slug) setPageWorkspace(slug);
  if (SITE_BACKEND.roleFromServer && slug) serverRoleRequested();
  redirectToSignInOnExpiry(base);
}

/** For pages whose islands ask for data as they mount: the backend starts while they load. */
export function startBackend(): Promise<void> {
  bootSite();
  return transportReady();
}
