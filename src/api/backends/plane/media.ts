import { backendMessages } from '../../../domain/messages';
import { isRecord } from '../../guards';
import { fail, ok } from '../../result';
import { carried, plane, type PlaneCalls } from './client';
import { siteContext } from './context';
import { lookups } from './lookups';

/**
 * Plane relays Unsplash in three shapes: `{total, total_pages, results}` for a search, a bare array
 * of photos for no query, and `[]` for any query when no key is configured. All three are the
 * spec's `{results}`.
 */
export function unsplashResults(answer: unknown): { results: unknown[] } | null {
  if (Array.isArray(answer)) return { results: answer };
  if (isRecord(answer) && Array.isArray(answer.results)) return { results: answer.results };
  return null;
}

const isUnsplashAnswer = (value: unknown): value is unknown => unsplashResults(value) !== null;

/**
 * Plane has no endpoint for project covers: its web app bundles its own. This site bundles a few
 * of its own under public/covers/ (generated for this project; see public/covers/README.md).
 */
export const BUNDLED_COVERS = ['aurora.jpg', 'dunes.jpg', 'harbour.jpg', 'meadow.jpg', 'nightfall.jpg', 'tide.jpg'];

/**
 * Absolute where the page has an origin: the URL is stored on Plane as the project's cover, and
 * Plane's own web app (on another origin) shows it too, which a site-relative path would break.
 */
export function bundledCoverUrls(base: string, origin?: string): string[] {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return BUNDLED_COVERS.map((file) => `${origin ?? ''}${prefix}covers/${file}`);
}

export const mediaCalls: PlaneCalls = {
  unsplash: {
    uses: ['instances', 'unsplash'],
    does: 'Any of Plane\'s three shapes (a search, a bare array, `[]`) as `{results}`; without a key configured (`has_unsplash_configured`) the call fails, so the picker hides its tab.',
    run: async (_params, options) => {
      const instance = await lookups.instance();
      if (instance.ok && instance.data.config.has_unsplash_configured === false) {
        return fail({ kind: 'unavailable', message: backendMessages.unsplashNotConfigured });
      }
      const answer = await plane('unsplash', {}, { query: options.query, guard: isUnsplashAnswer, ...carried(options) });
      return answer.ok ? ok(unsplashResults(answer.data)) : answer;
    },
  },

  projectCovers: {
    uses: [],
    does: 'Plane has no endpoint (its web app bundles its covers): the site\'s own, public/covers/, as absolute URLs (Plane keeps the one picked, and its own web app shows it).',
    run: async () => ok(bundledCoverUrls(import.meta.env.BASE_URL ?? '/', siteContext.origin())),
  },
};
