import type { Paginated } from '../../../domain/entities';
import { arrayOf, isBoolean, isNumber, isString, shape, type Guard } from '../../guards';
import { ok, type ApiResult } from '../../result';

/** Plane's paginator envelope (utils/paginator.py): `next_cursor` is always a string; the end is `next_page_results: false`. */
export interface PlanePage<T> {
  results: T[];
  total_count: number;
  next_cursor: string;
  next_page_results: boolean;
}

export function isPlanePage<T>(item: Guard<T>): Guard<PlanePage<T>> {
  return shape<PlanePage<T>>({ results: arrayOf(item), total_count: isNumber, next_cursor: isString, next_page_results: isBoolean });
}

/** Plane's largest page (`per_page` over 1000 is a 400). */
export const PLANE_MAX_PER_PAGE = 1000;
/** A list is followed for at most this many pages (a million rows), so a server that never ends cannot hold a call forever. */
export const MAX_PAGES = 1000;

/** The spec's page: Plane's cursor handed back unchanged, or null at the end. */
export function toPaginated<T, U = T>(page: PlanePage<T>, map: (item: T) => U = (item) => item as unknown as U): Paginated<U> {
  return {
    results: page.results.map(map),
    total_count: page.total_count,
    next_cursor: page.next_page_results ? page.next_cursor : null,
  };
}

/** The first page's cursor for a page size (Plane's `"{per_page}:{page}:{is_prev}"`). */
export const firstCursor = (perPage: number) => `${perPage}:0:0`;

/** Every row of a paginated list, page after page, for calls the spec answers whole. */
export async function everyPage<T>(fetchPage: (cursor: string) => Promise<ApiResult<PlanePage<T>>>): Promise<ApiResult<T[]>> {
  const rows: T[] = [];
  let cursor = firstCursor(PLANE_MAX_PER_PAGE);
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await fetchPage(cursor);
    if (!result.ok) return result;
    rows.push(...result.data.results);
    if (!result.data.next_page_results) break;
    cursor = result.data.next_cursor;
  }
  return ok(rows);
}
