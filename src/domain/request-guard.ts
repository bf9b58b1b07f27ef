/**
 * What the real HTTP server (`npm run api`) checks before a request reaches a handler, as Plane's
 * Django stack does: CORS for configured origins only, and for every write the origin, the body's
 * media type and the CSRF token (the `csrftoken` cookie, echoed in `X-CSRFToken`). The texts are
 * Django's and Django REST framework's, so a client sees what a real server would say.
 */

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** Plane's endpoint that sets the cookie and hands the token to a page on another origin. */
export const CSRF_TOKEN_PATH = '/auth/get-csrf-token/';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string) => WRITE_METHODS.has(method.toUpperCase());

/**
 * The allowed origins from a comma-separated setting: each normalised to scheme://host[:port].
 * `*` and `null` are never allowed (a sandboxed frame or a data: page sends `Origin: null`), nor
 * anything that is not an http(s) origin. An empty setting means `fallback` (the site's own).
 */
export function parseAllowedOrigins(setting: string | undefined, fallback: string): string[] {
  const entries = (setting ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const origins = new Set<string>();
  for (const entry of entries.length ? entries : [fallback]) {
    if (entry === '*' || entry.toLowerCase() === 'null') continue;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry.replace(/\/$/, '')) origins.add(url.origin);
    } catch {
      // not an origin: skipped
    }
  }
  return [...origins];
}

export function isAllowedOrigin(origin: string | null | undefined, allowed: readonly string[]): origin is string {
  return typeof origin === 'string' && origin !== 'null' && allowed.includes(origin);
}

/** A cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return null;
}

/** Tokens the server issues: 64 characters of [0-9a-zA-Z], as Django's. */
export const isWellFormedToken = (token: string | null | undefined): token is string => typeof token === 'string' && /^[0-9a-zA-Z]{32,64}$/.test(token);

export const guardMessages = {
  origin: (origin: string) => `Origin checking failed - ${origin} does not match any trusted origins.`,
  noCookie: 'CSRF Failed: CSRF cookie not set.',
  noToken: 'CSRF Failed: CSRF token missing.',
  wrongToken: 'CSRF Failed: CSRF token incorrect.',
  mediaType: (type: string) => `Unsupported media type "${type}" in request.`,
} as const;

/** Compares in time independent of where the strings differ. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Why a write's CSRF check fails (Django's reasons), or null when the header matches the cookie. */
export function csrfFailure(cookieToken: string | null, headerToken: string | null): string | null {
  if (!isWellFormedToken(cookieToken)) return guardMessages.noCookie;
  if (!headerToken) return guardMessages.noToken;
  return sameToken(cookieToken, headerToken) ? null : guardMessages.wrongToken;
}

/** The media type without parameters, lower-cased ('' when none). */
export const mediaType = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/**
 * Upload routes take multipart; sign-in takes a form post, as Plane's is a Django view reading
 * request.POST, not a DRF view (authentication/views/app/email.py at 4ca6d6c7); every other write
 * with a body takes JSON (a form's text/plain never).
 */
const UPLOAD_PATH = /\/file-assets\/$/;
export const isUploadPath = (path: string) => UPLOAD_PATH.test(path);
const FORM_POST_PATH = /^\/auth\/sign-in\/$/;

/** Why a write's body is refused for its media type, or null when it may go on. */
export function bodyTypeFailure(path: string, contentType: string | null | undefined, hasBody: boolean): string | null {
  if (!hasBody) return null;
  const type = mediaType(contentType);
  if (type === 'application/json') return null;
  if (type === 'multipart/form-data' && isUploadPath(path)) return null;
  if (type === 'application/x-www-form-urlencoded' && FORM_POST_PATH.test(path)) return null;
  return guardMessages.mediaType(type || 'none');
}

export interface WriteCheck {
  method: string;
  path: string;
  origin: string | null;
  contentType: string | null;
  hasBody: boolean;
  cookie: string | null;
  csrfHeader: string | null;
}

/**
 * The checks a write passes before a handler sees it, in Django's order: the origin (when the
 * browser sent one), then the token. The media type comes first of all, as DRF's parser would
 * refuse it before the view. Returns the status and text to answer with, or null.
 */
export function writeFailure(check: WriteCheck, allowed: readonly string[]): { status: number; detail: string } | null {
  if (!isWrite(check.method)) return null;
  const bodyType = bodyTypeFailure(check.path, check.contentType, check.hasBody);
  if (bodyType) return { status: 415, detail: bodyType };
  if (check.origin !== null && !isAllowedOrigin(check.origin, allowed)) return { status: 403, detail: guardMessages.origin(check.origin) };
  const csrf = csrfFailure(cookieValue(check.cookie, CSRF_COOKIE), check.csrfHeader);
  return csrf ? { status: 403, detail: csrf } : null;
}
