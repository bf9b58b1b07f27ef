import { transportFailureMessages } from '../domain/messages';
import { httpStatusMessage } from '../domain/server-answers';
import { fail, ok, type ApiError, type ApiResult } from './result';
import type { Guard } from './guards';
import { apiUrl, SAME_ORIGIN, transportAnswer, transportReady } from './transport';
import { canCompress, gzipJson } from './gzip';
import { CSRF_HEADER, CSRF_TOKEN_PATH, guardMessages, isWrite } from '../domain/request-guard';

export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * Calls that carry a file or a whole document: megabytes on a slow line take longer than the
 * default allows to send (4 MB at 2 Mbit/s is 16 s), and a save that times out mid-send is lost.
 */
export const LARGE_BODY_TIMEOUT_MS = 120_000;

/** Tests shrink every call's time limit at once (0.01 turns 15 s into 150 ms). */
export const timeoutScale = { value: 1 };

/** The texts of transport failures live with every other string (src/domain/messages.ts). */
export const transportMessages = { ...transportFailureMessages, status: httpStatusMessage } as const;

/** Headers every request carries, set by whoever composes the app (the session's QA scenario for the mock). */
const defaultHeaders = new Map<string, string>();

export function setDefaultHeader(name: string, value: string | null): void {
  if (value === null) defaultHeaders.delete(name);
  else defaultHeaders.set(name, value);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  /** Sends `json` gzip-compressed (Content-Encoding: gzip) where the platform can compress. */
  compress?: boolean;
  body?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Validates the parsed body; a failing guard turns the response into a `shape` error. */
  guard: Guard<T>;
  /** For calls that answer 204 or whose body is not read. */
  expectEmpty?: boolean;
  /** Upload progress (0..1); uses XMLHttpRequest since fetch cannot report it. */
  onUploadProgress?: (fraction: number) => void;
  /** `no-store` where a server lets browsers cache an answer that a write has just changed. */
  cache?: RequestCache;
}

/** A machine code such as REQUEST_BODY_TOO_LARGE is not a sentence to show a person. */
const isCode = (text: string) => /^[A-Z][A-Z0-9_]*$/.test(text.trim());
const readable = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && !isCode(value);

/**
 * The server's error text, from the shapes Django REST and Plane use: {error}, {detail}, {message},
 * {field: [..]} and {field: {error}}; codes are skipped for the sentence beside them.
 */
export function serverErrorText(body: unknown): string | undefined {
  if (typeof body === 'string') return readable(body) ? body.trim() : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'detail', 'message']) {
    const value = record[key];
    if (readable(value)) return value;
  }
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && readable(value[0])) return value[0];
    if (readable(value)) return value;
    if (typeof value === 'object' && value !== null && readable((value as Record<string, unknown>).error)) {
      return (value as Record<string, string>).error;
    }
  }
  return undefined;
}

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const url = apiUrl(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function buildHeaders(hasJson: boolean, csrf: string | null, gzipped = false): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasJson) headers.set('Content-Type', 'application/json');
  if (gzipped) headers.set('Content-Encoding', 'gzip');
  for (const [name, value] of defaultHeaders) headers.set(name, value);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  return headers;
}

/**
 * The CSRF token a write echoes, against a real server. Its cookie belongs to the API's origin,
 * which a page on another origin cannot read (and Plane's is HttpOnly), so the token comes from
 * the server's GET /auth/get-csrf-token/, which sets the cookie as it answers; it is fetched once
 * and again after the server refuses it. The mocked site has no cookies and needs none.
 */
let csrfPending: Promise<string | null> | null = null;

function csrfToken(signal: AbortSignal): Promise<string | null> {
  csrfPending ??= sendWithFetch(apiUrl(CSRF_TOKEN_PATH), { credentials: 'include', headers: { Accept: 'application/json' }, signal })
    .then((raw) => {
      const body: unknown = raw.status === 200 ? JSON.parse(raw.text) : null;
      const token = (body as { csrf_token?: unknown } | null)?.csrf_token;
      if (typeof token !== 'string' || !token) throw new Error('no token');
      return token;
    })
    .catch(() => {
      // Not kept: the next write asks again.
      csrfPending = null;
      return null;
    });
  return csrfPending;
}

const CSRF_REFUSALS = [guardMessages.noCookie, guardMessages.noToken, guardMessages.wrongToken].map((text) => JSON.stringify(text));
const isCsrfRefusal = (raw: RawResponse) => raw.status === 403 && CSRF_REFUSALS.some((text) => raw.text.includes(text));

interface RawResponse {
  status: number;
  text: string;
  contentType: string;
}

async function sendWithFetch(url: string, init: RequestInit): Promise<RawResponse> {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
}

/** A failure below HTTP whose kind the transport knows (an XHR's `timeout` event, say). */
class TransportError extends Error {
  constructor(readonly kind: 'network' | 'timeout' | 'aborted') {
    super(kind);
  }
}

/**
 * An XHR settles on whichever ending event comes first. Chromium ends a timed-out connection
 * with `timeout` then `loadend`, a reset or unresolved name with `error`, and a dropped one with
 * `abort` though nobody aborted; `loadend` catches any other ending. Without these the promise
 * never settled: aborting a finished XHR fires nothing.
 */
function sendWithXhr(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const end = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const failWith = (kind: TransportError['kind']) => () => end(() => reject(new TransportError(kind)));
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    (init.headers as Headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      end(() => {
        onProgress(1);
        resolve({ status: xhr.status, text: xhr.responseText, contentType: xhr.getResponseHeader('content-type') ?? '' });
      }),
    );
    xhr.addEventListener('timeout', failWith('timeout'));
    xhr.addEventListener('error', failWith('network'));
    xhr.addEventListener('abort', () => failWith(init.signal?.aborted ? 'aborted' : 'network')());
    xhr.addEventListener('loadend', failWith('network'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/**
 * Runs one transport call (`send`, given the signal to pass on) under a time limit and the
 * caller's signal. The limit and a cancel end the call themselves, whatever the transport does: a
 * request that ignores its abort signal (a finished XHR, a stalled fetch) still ends on time.
 */
export async function withDeadline<T>(ms: number, callerSignal: AbortSignal | undefined, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onCallerAbort = () => {};
  const ended = new Promise<never>((_resolve, reject) => {
    // Settle first: whatever the abort makes the transport throw must lose the race.
    const stop = (kind: TransportError['kind']) => {
      reject(new TransportError(kind));
      controller.abort();
    };
    timer = setTimeout(() => stop('timeout'), ms * timeoutScale.value);
    onCallerAbort = () => stop('aborted');
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  });
  const sending = (async () => {
    await transportReady();
    if (controller.signal.aborted) throw new TransportError(callerSignal?.aborted ? 'aborted' : 'timeout');
    return send(controller.signal);
  })();
  // Whichever loses the race fails later with nobody left to tell.
  ended.catch(() => {});
  sending.catch(() => {});
  try {
    return await Promise.race([sending, ended]);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The typed failure of a non-2xx answer read with fetch itself (a download, the sign-in form). */
export async function httpFailure(response: Response): Promise<ApiError> {
  let serverMessage: string | undefined;
  try {
    serverMessage = serverErrorText(JSON.parse(await response.text()));
  } catch {
    serverMessage = undefined;
  }
  return { kind: 'http', status: response.status, serverMessage, message: serverMessage ?? transportMessages.status(response.status) };
}

/** The typed failure for anything a transport call threw. */
export function transportFailure(error: unknown, callerSignal: AbortSignal | undefined): ApiError {
  const kind = error instanceof TransportError ? error.kind : callerSignal?.aborted ? 'aborted' : 'network';
  return { kind, message: transportMessages[kind] };
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const needsCsrf = !SAME_ORIGIN && isWrite(method);
  try {
    const gzipped = options.compress === true && options.json !== undefined && canCompress();
    // Compressed once: a retry after a CSRF refusal sends the same bytes.
    const body = options.body ?? (options.json === undefined ? undefined : gzipped ? await gzipJson(options.json) : JSON.stringify(options.json));
    const url = buildUrl(path, options.query);
    // A transport that holds this call's answer gives it without the backend (src/api/transport.ts).
    const held = options.signal?.aborted ? null : transportAnswer({ method, url, headers: buildHeaders(options.json !== undefined, null, gzipped) });
    const raw = held ? await held : await withDeadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal, async (signal) => {
      const send = async () => {
        const init: RequestInit = {
          method,
          headers: buildHeaders(options.json !== undefined, needsCsrf ? await csrfToken(signal) : null, gzipped),
          body,
          signal,
          credentials: SAME_ORIGIN ? 'same-origin' : 'include',
          ...(options.cache ? { cache: options.cache } : {}),
        };
        return options.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
          ? sendWithXhr(url, init, options.onUploadProgress)
          : sendWithFetch(url, init);
      };
      const first = await send();
      if (!needsCsrf || !isCsrfRefusal(first)) return first;
      // The cookie expired or was cleared since the token was fetched: fetch a new one, once.
      csrfPending = null;
      return send();
    });
    return interpret(raw, options);
  } catch (error) {
    return fail(transportFailure(error, options.signal));
  }
}

function interpret<T>(raw: RawResponse, options: RequestOptions<T>): ApiResult<T> {
  let body: unknown = undefined;
  let parsed = true;
  if (raw.text.trim()) {
    try {
      body = JSON.parse(raw.text);
    } catch {
      parsed = false;
    }
  }
  if (raw.status < 200 || raw.status >= 300) {
    const serverMessage = parsed ? serverErrorText(body) : undefined;
    return fail({
      kind: 'http',
      status: raw.status,
      serverMessage,
      message: serverMessage ?? transportMessages.status(raw.status),
    });
  }
  if (options.expectEmpty) return ok(null as T);
  if (!parsed) return fail({ kind: 'parse', message: transportMessages.parse });
  if (!options.guard(body)) return fail({ kind: 'shape', message: transportMessages.shape });
  return ok(body);
}
