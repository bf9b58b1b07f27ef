import type { RouteName, RouteParams } from '../domain/api-routes';
import { backend } from './backends';
import type { CallOptions } from './backends/types';
import type { ApiResult } from './result';
import { reportUnauthenticated } from './session-events';

export type { CallOptions };

/**
 * One call of the API route table, by name: the build's backend turns it into requests (the spec's
 * path, or Plane's paths and shapes); the rest (query, body, guard) comes from the caller.
 */
export async function send<K extends RouteName, T>(name: K, params: RouteParams<K>, options: CallOptions<T>): Promise<ApiResult<T>> {
  const result = await backend.send(name, params, options);
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401) reportUnauthenticated();
  return result;
}
