/** Every call resolves to a result, never throws: islands and models branch on `ok`. */
import { distinctStatusMessage } from '../domain/server-answers';

/** `unavailable`: the build's backend has no such call (islands hide it first: backends/index.ts). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse' | 'shape' | 'unavailable';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status for `http` errors. */
  status?: number;
  /** The server's own error text, when it sent one. */
  serverMessage?: string;
  /** A sentence a person can read: the server's text, or a clear fallback. */
  message: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ ok: false, error });

/** For effector effects, which model failure as a thrown value. */
export async function unwrap<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw result.error;
  return result.data;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}

/**
 * The text to show for a failure: the server's words first; then the caller's sentence for that
 * status where the spec has one (the AI's 429); then, for an answer whose status means the same for
 * every call (401, 403, 404, 413, 429), its own sentence; then the caller's fallback for that
 * situation (SPEC section 8's texts).
 */
export function errorText(error: unknown, fallback: string, byStatus: Partial<Record<number, string>> = {}): string {
  if (!isApiError(error)) return fallback;
  // A lost session reads the same whatever the server's wording ("credentials were not provided").
  if (error.kind === 'http' && error.status === 401) return distinctStatusMessage(401) ?? fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'http') return (error.status !== undefined ? byStatus[error.status] : undefined) ?? distinctStatusMessage(error.status) ?? fallback;
  return error.message;
}

/**
 * For the calls whose failure sentence SPEC section 8 fixes (the AI, uploads): the server's words,
 * else the caller's sentence for that status, else its fallback. A transport failure (network,
 * timeout, an unreadable answer) gets the fallback too, never the transport's own sentence; only a
 * lost session keeps its sentence, as it leads to sign-in.
 */
export function specErrorText(error: unknown, fallback: string, byStatus: Partial<Record<number, string>> = {}): string {
  const unexplained = isApiError(error) && !error.serverMessage && !(error.kind === 'http' && error.status === 401);
  return unexplained ? (error.status !== undefined ? byStatus[error.status] : undefined) ?? fallback : errorText(error, fallback, byStatus);
}
