/**
 * Where requests go. With PUBLIC_API_BASE_URL empty the site is mocked: the MSW service worker
 * must be running before the first call, so every request awaits `transportReady()`.
 * With a base URL set, requests go to that server with cookies and the CSRF header (src/api/http.ts).
 */

export const API_BASE: string = (import.meta.env.PUBLIC_API_BASE_URL ?? '').replace(/\/$/, '');
export const isMocked = API_BASE === '';

let ready: Promise<void> | null = null;

function canUseServiceWorker(): boolean {
  return typeof window !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function transportReady(): Promise<void> {
  if (ready) return ready;
  if (!isMocked || !canUseServiceWorker()) {
    ready = Promise.resolve();
    return ready;
  }
  ready = import('../../mocks/browser')
    .then((m) => m.startMockWorker())
    .catch((error: unknown) => {
      console.error('The mock API could not start; calls will fail until the page is reloaded.', error);
    });
  return ready;
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}
