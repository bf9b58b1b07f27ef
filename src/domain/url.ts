/**
 * URL rules shared by the link form, the editor's link mark and autolink (SPEC section 5):
 * only http and https are valid; javascript:, data: and vbscript: hrefs never survive.
 */

/** Characters browsers ignore or strip while parsing a scheme: controls, whitespace, zero-width. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) || 0))
    .replace(/&colon;?/gi, ':')
    .replace(/&tab;?/gi, '\t')
    .replace(/&newline;?/gi, '\n');
}

function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The scheme a browser would see, after entities, percent-encoding and ignored characters. */
export function effectiveScheme(href: string): string | null {
  let value = href;
  for (let i = 0; i < 3; i += 1) value = safeDecodeURIComponent(decodeEntities(value));
  value = value.replace(IGNORED_IN_SCHEME, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(value);
  return match ? match[1] : null;
}

const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript']);

export function isUnsafeHref(href: string): boolean {
  const scheme = effectiveScheme(href);
  return scheme !== null && UNSAFE_SCHEMES.has(scheme);
}

/** Whitespace and control characters, which a URL parser would silently drop or a link would hide. */
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;

/**
 * The link form's rule: once trimmed, the URL starts with http:// or https:// (case-insensitive),
 * holds no whitespace or control character, and parses as http(s) with a host.
 */
export function isHttpUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || SPACE_OR_CONTROL.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The fixed origins references are resolved against, as a browser resolves them against the page.
 * A reference is "same-origin" only if it stays put under both: they differ in scheme, because
 * `https:host` is a path on an https page and another site on an http one, and in host, because a
 * reference that names a host (`\\a.same-origin.invalid`) could only ever match one of them.
 */
const BASES = [new URL('https://a.same-origin.invalid/'), new URL('http://b.same-origin.invalid/a/b')];

function parse(value: string, base?: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * A reference that stays on this site, normalised to its path, query and fragment; null for
 * anything that names a scheme or reaches another host in any spelling (`//host`, `/\host`,
 * `\t//host`, `/.//host`, `https:host`). The WHATWG URL parser decides, as the browser would.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  // Anything the parser reads as absolute names its own scheme, whatever it resolves to here;
  // a disguised script scheme (`javascript&colon;…`) is a path to the parser but never meant as one.
  if (!trimmed || parse(trimmed) !== null || isUnsafeHref(trimmed)) return null;
  let path: string | null = null;
  for (const base of BASES) {
    const url = parse(trimmed, base);
    if (!url || url.origin !== base.origin) return null;
    path ??= url.pathname + url.search + url.hash;
  }
  // "/.//host" normalises to "//host", which is another host once written into an href.
  if (path === null || !path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

/** The scheme the parser sees (`https`, `mailto`), or null for a relative reference. */
function parsedScheme(value: string): string | null {
  const url = parse(value.trim());
  return url ? url.protocol.slice(0, -1) : null;
}

const HREF_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * An http(s) URL spelled with URL characters only: no `&` (entities), `%` (percent-encoding),
 * backslash, space or control character, so every rule below can only read it as http(s) and keep
 * it. Links are sanitised as they are read and again as they are drawn; at 10 MB a document's links
 * spent 1.5 s in the full rules (bench/profile-paste.mjs --open), almost all of them plain.
 */
const PLAIN_HTTP = /^https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$'()*+,;=]*$/;

/** An href safe to render: http(s), mailto, relative or fragment links pass; anything script-capable is blanked. */
export function sanitizeHref(href: string | null | undefined): string {
  if (!href) return '';
  if (PLAIN_HTTP.test(href)) return href;
  return sanitizeHrefByRules(href);
}

/** sanitizeHref without its fast path: every href goes through entities, encodings and the URL parser. */
export function sanitizeHrefByRules(href: string): string {
  // Script schemes (UNSAFE_SCHEMES) are among the ones refused here.
  const scheme = effectiveScheme(href);
  if (scheme !== null && !HREF_SCHEMES.has(scheme)) return '';
  // The parser has the last word: what it reads as a scheme must be one of ours too.
  const parsed = parsedScheme(href);
  if (parsed !== null && !HREF_SCHEMES.has(parsed)) return '';
  return href.trim();
}

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i;

/**
 * Image sources that may be shown: an http(s) URL spelled out with a host, a same-site reference,
 * a blob: URL, or a data: URL of an image type. `/\host/x.png` and `//host/x.png` are neither.
 */
export function isSafeImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  const value = src.trim();
  if (!value) return false;
  if (IMAGE_DATA_URL.test(value)) return true;
  if (/^blob:/i.test(value)) return parsedScheme(value) === 'blob';
  // A site file is named by its path (`/uploads/a.png`) or a plain relative name (`a.png`), never
  // by prose or markup that only happens to resolve to one.
  const looksLikeFile = value.startsWith('/') || /^[\w.-]+(?:\/[\w.-]+)*$/.test(value);
  return isHttpUrl(value) || (looksLikeFile && sameOriginPath(value) !== null);
}
