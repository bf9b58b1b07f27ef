import type { UnsplashImage } from '../domain/entities';
import { arrayOf, isString, nullable, shape } from './guards';
import { request } from './http';
import { paths } from './paths';

const isUnsplashImage = shape<UnsplashImage>({
  id: isString,
  alt_description: nullable(isString),
  urls: shape<UnsplashImage['urls']>({ regular: isString, small: isString }),
});

const isUnsplashPage = shape<{ results: UnsplashImage[] }>({ results: arrayOf(isUnsplashImage) });

export const mediaApi = {
  unsplash: async (query: string, signal?: AbortSignal) => {
    const result = await request(paths.unsplash(), { query: { query: query.trim() }, guard: isUnsplashPage, signal });
    return result.ok ? { ok: true as const, data: result.data.results } : result;
  },
  projectCovers: (signal?: AbortSignal) => request(paths.projectCovers(), { guard: arrayOf(isString), signal }),
};
