/**
 * Where requests go: to PUBLIC_API_BASE_URL, or to the page's own origin when it is empty. What
 * has to happen before the first call can go out (in the static site: the mock's service worker
 * starting) is handed over by whoever composes the app (src/site/boot.ts); without it, calls go
 * out at once, as in node and the unit tests. Writes to another origin carry the CSRF header
 * (src/api/http.ts).
 */

export const API_BASE: string = (import.meta.env.PUBLIC_API_BASE_URL ?? '').replace(/\/$/, '');
/** Calls to the page's own origin send cookies as usual; another origin's need `credentials: 'include'`. */
export const SAME_ORIGIN = API_BASE === '';

export interface Transport {
  /** Resolves when calls can go out; called once, before the first call. */
  start(): Promise<void>;
}

let transport: Transport | null = null;
let ready: Promise<void> | null = null;

export function setTransport(next: Transport): void {
  transport = next;
  ready = null;
}

export function transportReady(): Promise<void> {
  ready ??= transport ? transport.start() : Promise.resolve();
  return ready;
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}
