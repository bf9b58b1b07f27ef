import type { RouteName, RouteParams } from '../../../domain/api-routes';
import { PLANE_ROUTES, planePath, type PlaneRouteName, type PlaneRouteParams } from '../../../domain/plane-api-routes';
import { request, transportMessages, type RequestOptions } from '../../http';
import { fail, ok, type ApiResult } from '../../result';
import { apiUrl } from '../../transport';
import type { CallOptions } from '../types';

/** One request at one of Plane's paths, by name (src/domain/plane-api-routes.ts). */
export function plane<K extends PlaneRouteName, T>(
  name: K,
  params: PlaneRouteParams<K>,
  options: Omit<RequestOptions<T>, 'method'>,
): Promise<ApiResult<T>> {
  return request(planePath(name, params), { ...options, method: PLANE_ROUTES[name].method });
}

/**
 * How one call of the spec's table is answered with Plane: which of Plane's endpoints it uses, what
 * the adapter does (a line of the README's table, written from here), and the mapping itself, the
 * spec's request in and the spec's shape out.
 */
export interface PlaneCall<K extends RouteName> {
  uses: readonly PlaneRouteName[];
  does: string;
  run: (params: RouteParams<K>, options: CallOptions<unknown>) => Promise<ApiResult<unknown>>;
}
export type PlaneCalls = { [K in RouteName]?: PlaneCall<K> };

/** What every request of a call carries over from the caller: its cancel signal and its time limit. */
export const carried = (options: Pick<CallOptions<unknown>, 'signal' | 'timeoutMs'>) => ({ signal: options.signal, timeoutMs: options.timeoutMs });

export function mapOk<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? ok(map(result.data)) : result;
}

export async function mapAnswer<T, U>(pending: Promise<ApiResult<T>>, map: (data: T) => U): Promise<ApiResult<U>> {
  return mapOk(await pending, map);
}

/** Several requests that make one answer: the first failure is the answer. */
export async function all<T extends readonly unknown[]>(
  pending: { [I in keyof T]: Promise<ApiResult<T[I]>> },
): Promise<ApiResult<T>> {
  const results = await Promise.all(pending);
  const failed = results.find((r) => !r.ok);
  if (failed && !failed.ok) return failed;
  return ok(results.map((r) => (r.ok ? r.data : null)) as unknown as T);
}

export const shapeFailure = () => fail({ kind: 'shape', message: transportMessages.shape });

/**
 * Plane answers its files' URLs as paths on the API's host (`/api/assets/v2/static/{id}/`): on a
 * page served elsewhere they are made absolute. Other URLs (Unsplash, a picked cover) stay as they are.
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/api/') ? apiUrl(url) : url;
}
