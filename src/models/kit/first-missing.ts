import { errorText, type ApiResult } from '../../api/result';
import { httpStatusMessages, type MissingThing } from '../../domain/messages';

/** One call a page needs: what its 404 (or 403) means, the key its answer is kept under, and the call. */
export type NeededCall = readonly [key: string, missing: MissingThing, pending: Promise<ApiResult<unknown>>];

/** The outermost thing a page cannot show: not there (404), or there but not for this person (403, with the server's words). */
export interface Absence {
  missing: MissingThing;
  /** Set when the server refused (403): why, in its words. Retrying cannot help; a higher role can. */
  refusal?: string;
}

/**
 * Waits for every call a page needs (made at once) and reports the outermost thing that is not
 * there or not allowed (the workspace before its project, the project before its issue: callers
 * list them in that order). A 404 is the page's not-found state and a 403 its not-allowed state,
 * never a failure to retry; any other failure throws, so the page offers a retry.
 */
export async function firstMissing(calls: readonly NeededCall[]): Promise<{ absence: Absence | null; data: Map<string, unknown> }> {
  const results = await Promise.all(calls.map(([, , pending]) => pending));
  const data = new Map<string, unknown>();
  for (const [index, result] of results.entries()) {
    const [key, missing] = calls[index];
    if (result.ok) {
      data.set(key, result.data);
      continue;
    }
    const { error } = result;
    if (error.kind === 'http' && error.status === 404) return { absence: { missing }, data };
    if (error.kind === 'http' && error.status === 403) return { absence: { missing, refusal: errorText(error, httpStatusMessages.forbidden) }, data };
    throw error;
  }
  return { absence: null, data };
}
