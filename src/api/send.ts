import { API_ROUTES, routePath, type RouteName, type RouteParams } from '../domain/api-routes';
import { request, type RequestOptions } from './http';
import type { ApiResult } from './result';

/**
 * One call of the API route table: its method and path come from the table by name, the rest
 * (query, body, guard) from the caller.
 */
export function send<K extends RouteName, T>(
  name: K,
  params: RouteParams<K>,
  options: Omit<RequestOptions<T>, 'method'>,
): Promise<ApiResult<T>> {
  return request(routePath(name, params), { ...options, method: API_ROUTES[name].method });
}
