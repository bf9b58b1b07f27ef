/** Every call resolves to a result, never throws: islands and models branch on `ok`. */

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse' | 'shape';

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

/** The text to show for a failure: the server's words first, then the caller's fallback for that situation. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? (error.kind === 'http' ? fallback : error.message);
  return fallback;
}
