import { pageAddress } from '../../src/domain/routes';

/** A site path under the configured base (the static site can live in a sub-folder of a host). */
const BASE = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

export function sitePath(path: string): string {
  if (!path.startsWith('/')) return path;
  return `${BASE}${path}`;
}

/** A link to one of the site's pages, made from a route builder's path: under the base, one trailing slash. */
export function sitePage(path: string): string {
  return sitePath(pageAddress(path));
}
