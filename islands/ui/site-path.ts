/** A site path under the configured base (the static site can live in a sub-folder of a host). */
const BASE = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

export function sitePath(path: string): string {
  if (!path.startsWith('/')) return path;
  return `${BASE}${path}`;
}
