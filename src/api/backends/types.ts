import type { BackendName } from '../../domain/api-backend';
import type { RouteName, RouteParams } from '../../domain/api-routes';
import type { AssetPurpose } from '../../domain/upload';
import type { RequestOptions } from '../http';
import type { ApiResult } from '../result';

/**
 * What a call tells its backend beyond the spec's request: facts the spec's path does not carry but
 * another server needs (Plane files every upload under an entity, and addresses a workspace by its
 * slug where the spec uses its id). The spec backend ignores them.
 */
export interface CallHint {
  asset?: AssetPurpose;
  workspaceSlug?: string;
  /** The caller reads only this many rows from the list's start: a server that pages may answer one page. */
  limit?: number;
}

export interface CallOptions<T> extends Omit<RequestOptions<T>, 'method'> {
  hint?: CallHint;
}

export type Availability = { available: true } | { available: false; reason: string };

/**
 * A server contract: it takes a call of the route table by name, as the spec describes it (path
 * parameters, query, payload), and answers with the spec's shape, which the call's guard then
 * checks. How it gets there (which paths, how many requests) is the backend's business.
 */
export interface Backend {
  name: BackendName;
  send<K extends RouteName, T>(name: K, params: RouteParams<K>, options: CallOptions<T>): Promise<ApiResult<T>>;
  /** Whether the server has this call at all; islands hide what it has not, saying why. */
  availability(name: RouteName): Availability;
  /** The workspace the page is about, for calls that carry none (the current user's role). */
  setPageWorkspace(slug: string): void;
}
