import type { ApiResult } from '../../api/result';
import type { MissingThing } from '../../domain/messages';

/** One call a page needs: what its 404 means, the key its answer is kept under, and the call. */
export type NeededCall = readonly [key: string, missing: MissingThing, pending: Promise<ApiResult<unknown>>];

/**
 * Waits for every call a page needs (made at once) and reports the outermost thing that is not
 * there (the workspace before its project, the project before its issue: callers list them in
 * that order). A 404 is the page's not-found state, never a failure to retry; any other failure
 * throws, so the page offers a retry.
 */
export async function firstMissing(calls: readonly NeededCall[]): Promise<{ missing: MissingThing | null; data: Map<string, unknown> }> {
  const results = await Promise.all(calls.map(([, , pending]) => pending));
  const data = new Map<string, unknown>();
  for (const [index, result] of results.entries()) {
    const [key, missing] = calls[index];
    if (result.ok) data.set(key, result.data);
    else if (result.error.kind === 'http' && result.error.status === 404) return { missing, data };
    else throw result.error;
  }
  return { missing: null, data };
}
