/**
 * Where sign-in sends a person back to: a path on this site, never another origin (no open
 * redirect). Plane's own rule for `next_path` (utils/path_validator.py: a leading slash, no "..",
 * at most 500 characters) plus what a browser would resolve elsewhere: `//host`, `/\host`, a
 * scheme, control characters or whitespace.
 */
export const NEXT_PATH_PARAM = 'next_path';
export const MAX_NEXT_PATH = 500;

const PROBE_ORIGIN = 'http://next-path.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_NEXT_PATH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || CONTROL_OR_SPACE.test(raw)) return null;
  // Before the URL parser folds them away: a climb ("..", however encoded) is refused, not resolved.
  let rawPath: string;
  try {
    rawPath = decodeURIComponent(raw.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  if (rawPath.split('/').includes('..') || rawPath.includes('\\') || rawPath.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A sign-in page's address with the way back: `{page}?next_path={path}`, or appended to a page
 * that already ends with the parameter (Plane's web: `https://plane.example.com/?next_path=`).
 */
export function signInHref(page: string, nextPath: string): string {
  const encoded = encodeURIComponent(nextPath);
  if (page.endsWith(`${NEXT_PATH_PARAM}=`)) return `${page}${encoded}`;
  return `${page}${page.includes('?') ? '&' : '?'}${NEXT_PATH_PARAM}=${encoded}`;
}
