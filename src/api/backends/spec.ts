import { API_ROUTES, routePath, type RouteName, type RouteParams } from '../../domain/api-routes';
import { request } from '../http';
import type { Backend, CallOptions } from './types';

/** SPEC section 7 and the README's table: each call is one request at the route table's path. */
export const specBackend: Backend = {
  name: 'spec',
  send<K extends RouteName, T>(name: K, params: RouteParams<K>, { hint: _hint, ...options }: CallOptions<T>) {
    return request(routePath(name, params), { ...options, method: API_ROUTES[name].method });
  },
  availability: () => ({ available: true }),
  setPageWorkspace: () => undefined,
};
