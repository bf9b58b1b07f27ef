import { transportFailureMessages } from '../domain/messages';
import { httpStatusMessage } from '../domain/server-answers';
import { fail, ok, type ApiResult } from './result';
import type { Guard } from './guards';
import { apiUrl, csrfToken, SAME_ORIGIN, transportReady } from './transport';

export const DEFAULT_TIMEOUT_MS = 15_000;

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

function buildHeaders(method: string, hasJson: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasJson) headers.set('Content-Type', 'application/json');
  for (const [name, value] of defaultHeaders) headers.set(name, value);
  const csrf = method !== 'GET' ? csrfToken() : null;
  if (csrf) headers.set('X-CSRFToken', csrf);
  return headers;
}

interface RawResponse {
  status: number;
  text: string;
  contentType: string;
}

async function sendWithFetch(url: string, init: RequestInit): Promise<RawResponse> {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
}

function sendWithXhr(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    (init.headers as Headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText, contentType: xhr.getResponseHeader('content-type') ?? '' });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) * timeoutScale.value);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    await transportReady();
    if (options.signal?.aborted) return fail({ kind: 'aborted', message: transportMessages.aborted });
    const init: RequestInit = {
      method,
      headers: buildHeaders(method, options.json !== undefined),
      body: options.body ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      signal: controller.signal,
      credentials: SAME_ORIGIN ? 'same-origin' : 'include',
      ...(options.cache ? { cache: options.cache } : {}),
    };
    const url = buildUrl(path, options.query);
    const raw =
      options.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
        ? await sendWithXhr(url, init, options.onUploadProgress)
        : await sendWithFetch(url, init);
    return interpret(raw, options);
  } catch (error) {
    if (timedOut) return fail({ kind: 'timeout', message: transportMessages.timeout });
    if (options.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      return fail({ kind: 'aborted', message: transportMessages.aborted });
    }
    return fail({ kind: 'network', message: transportMessages.network });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
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
