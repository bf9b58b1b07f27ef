import { planeError } from './errors';

/**
 * Plane's cursor paginator (utils/paginator.py; docs/plane-api.md, "Pagination"): `per_page` up
 * to 1000, a cursor `{value}:{offset}:{is_prev}` where the offset counts pages, and the envelope
 * whose `next_cursor` is never null: `next_page_results` is the only end-of-list signal.
 */
export const MAX_PER_PAGE = 1000;

export interface PageRequest {
  perPage: number;
  page: number;
}

/** The page a request asks for, or Plane's 400. */
export function readPage(url: URL, defaultPerPage = MAX_PER_PAGE): PageRequest | Response {
  const rawPerPage = url.searchParams.get('per_page');
  let perPage = defaultPerPage;
  if (rawPerPage !== null) {
    if (!/^-?\d+$/.test(rawPerPage)) return planeError.detail(400, 'Invalid per_page parameter.');
    perPage = Number(rawPerPage);
    if (perPage > MAX_PER_PAGE) return planeError.detail(400, `Invalid per_page value. Cannot exceed ${MAX_PER_PAGE}.`);
  }
  const rawCursor = url.searchParams.get('cursor') ?? `${perPage}:0:0`;
  const match = /^(-?\d+):(-?\d+):([01])$/.exec(rawCursor);
  if (!match) return planeError.detail(400, 'Invalid cursor parameter.');
  const page = Number(match[2]);
  if (page < 0) return planeError.detail(400, 'Error in parsing');
  return { perPage: Math.max(perPage, 1), page };
}

export function envelope<T>(rows: readonly T[], { perPage, page }: PageRequest) {
  const start = page * perPage;
  const results = rows.slice(start, start + perPage);
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: rows.length,
    next_cursor: `${perPage}:${page + 1}:0`,
    prev_cursor: `${perPage}:${page - 1}:1`,
    next_page_results: start + perPage < rows.length,
    prev_page_results: page > 0,
    count: results.length,
    total_pages: Math.ceil(rows.length / perPage),
    total_results: rows.length,
    extra_stats: null,
    results,
  };
}
