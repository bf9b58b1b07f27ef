import type { UnsplashImage } from '../domain/entities';
import { arrayOf, isString, nullable, shape } from './guards';
import { send } from './send';

const isUnsplashImage = shape<UnsplashImage>({
  id: isString,
  alt_description: nullable(isString),
  urls: shape<UnsplashImage['urls']>({ regular: isString, small: isString }),
});

const isUnsplashPage = shape<{ results: UnsplashImage[] }>({ results: arrayOf(isUnsplashImage) });

export const mediaApi = {
  unsplash: async (query: string, signal?: AbortSignal) => {
    const result = await send('unsplash', {}, { query: { query: query.trim() }, guard: isUnsplashPage, signal });
    return result.ok ? { ok: true as const, data: result.data.results } : result;
  },
  projectCovers: (signal?: AbortSignal) => send('projectCovers', {}, { guard: arrayOf(isString), signal }),
};
