import type { UnsplashImage } from '../../src/domain/entities';
import { json, route } from '../runtime';

/**
 * Unsplash search and the built-in project covers, from the fixture catalogue. The pictures are
 * local SVG files in public/fixtures/, so the picker works offline; their URLs are relative to the
 * site, which serves them in mocked and in real-server mode alike.
 */
const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

export const mediaRoutes = [
  route('unsplash', ({ db, url, empty }) => {
    const query = words(url.searchParams.get('query') ?? '');
    const perPage = Math.min(30, Math.max(1, Number(url.searchParams.get('per_page')) || 20));
    const matches = db.seed.unsplash.filter((item) => {
      const alt = words(item.alt_description);
      return query.every((q) => alt.some((w) => w.startsWith(q)));
    });
    const results: UnsplashImage[] = (empty ? [] : matches).slice(0, perPage).map((item) => ({
      id: item.id,
      alt_description: item.alt_description,
      color: item.color,
      urls: { regular: item.file, small: `${item.file}?w=400` },
    }));
    return json({ total: results.length, total_pages: 1, results });
  }, 'unsplash'),

  route('projectCovers', ({ db, empty }) => json(empty ? [] : db.seed.projectCovers), 'covers'),
];
