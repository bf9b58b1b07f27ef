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

/** A call as it would go out: what a transport that holds answers looks it up by. */
export interface OutgoingCall {
  method: string;
  /** As sent: `apiUrl(path)` with its query. */
  url: string;
  headers: Headers;
}

/** An answer a transport gives without sending the call. */
export interface TransportAnswer {
  status: number;
  text: string;
  contentType: string;
}

export interface Transport {
  /** Resolves when calls can go out; called once, before the first call that `answer` leaves to it. */
  start(): Promise<void>;
  /**
   * The answer to `call` without sending it, or null to send it (after `start`). Whoever composes
   * the app decides what a transport holds: the static site's pre-rendered pages carry the answers
   * to their first reads (src/site/held-answers.ts), so those pages need no backend to show them.
   */
  answer?(call: OutgoingCall): Promise<TransportAnswer> | null;
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

/** The transport's own answer to a call, or null when the call must go out. */
export function transportAnswer(call: OutgoingCall): Promise<TransportAnswer> | null {
  return transport?.answer?.(call) ?? null;
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}
