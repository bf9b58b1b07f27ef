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

/** An href safe to render: http(s), mailto, relative or fragment links pass; anything script-capable is blanked. */
export function sanitizeHref(href: string | null | undefined): string {
  if (!href) return '';
  if (isUnsafeHref(href)) return '';
  const scheme = effectiveScheme(href);
  if (scheme === null || scheme === 'http' || scheme === 'https' || scheme === 'mailto') return href.trim();
  return '';
}
