import { vi } from 'vitest';

/**
 * Failures below HTTP, as Chromium reports them to a page. Observed with Playwright's
 * `route.abort(reason)` on an upload (tests/e2e/media.real.spec.ts): fetch rejects with a
 * TypeError whatever the cause, and XMLHttpRequest fires one event and then `loadend` —
 * `timedout` fires `timeout`, `connectionreset` and `namenotresolved` fire `error`, `aborted`
 * fires `abort` although the page never aborted. A finished XHR ignores `abort()`.
 *
 * `stalled` is the connection that neither answers nor fails and a request that ignores
 * `abort()`: only the client's own timer can end it.
 */
export const TRANSPORT_FAULTS = ['timed out', 'connection reset', 'aborted', 'name not resolved', 'stalled'] as const;
export type TransportFault = (typeof TRANSPORT_FAULTS)[number];

const XHR_EVENTS: Record<TransportFault, string[]> = {
  'timed out': ['timeout', 'loadend'],
  'connection reset': ['error', 'loadend'],
  aborted: ['abort', 'loadend'],
  'name not resolved': ['error', 'loadend'],
  stalled: [],
};

/** The codes node's fetch (undici) puts in the TypeError's cause; browsers give none. */
const FETCH_CAUSE: Record<Exclude<TransportFault, 'stalled'>, string> = {
  'timed out': 'ETIMEDOUT',
  'connection reset': 'ECONNRESET',
  aborted: 'ECONNABORTED',
  'name not resolved': 'ENOTFOUND',
};

function fakeXhrClass(fault: TransportFault) {
  return class FakeXhr extends EventTarget {
    readyState = 0;
    status = 0;
    responseText = '';
    withCredentials = false;
    timeout = 0;
    readonly upload = new EventTarget();
    private done = false;
    open() {
      this.readyState = 1;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    getAllResponseHeaders() {
      return '';
    }
    send() {
      const events = XHR_EVENTS[fault];
      if (events.length === 0) return;
      setTimeout(() => this.finish(events), 5);
    }
    abort() {
      // As in the browser: aborting a request that already ended fires nothing.
      if (this.done || fault === 'stalled') return;
      this.finish(['abort', 'loadend']);
    }
    private finish(events: string[]) {
      if (this.done) return;
      this.done = true;
      this.readyState = 4;
      for (const type of events) {
        const event = new Event(type);
        this.dispatchEvent(event);
        const handler = (this as unknown as Record<string, unknown>)[`on${type}`];
        if (typeof handler === 'function') handler.call(this, event);
      }
    }
  };
}

function fakeFetch(fault: TransportFault) {
  return (_input: unknown, _init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      if (fault === 'stalled') return;
      setTimeout(() => reject(new TypeError('fetch failed', { cause: { code: FETCH_CAUSE[fault] } })), 5);
    });
}

/** Replaces fetch and XMLHttpRequest with ones that fail this way; returns the undo. */
export function installTransportFault(fault: TransportFault): () => void {
  vi.stubGlobal('fetch', fakeFetch(fault));
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(fault));
  return () => vi.unstubAllGlobals();
}

/** What a call resolves to, or 'never settled' when it does not within `ms`. */
export async function settleWithin<T>(pending: Promise<T>, ms: number): Promise<T | 'never settled'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'never settled'>((resolve) => {
    timer = setTimeout(() => resolve('never settled'), ms);
  });
  try {
    return await Promise.race([pending, limit]);
  } finally {
    clearTimeout(timer);
  }
}
