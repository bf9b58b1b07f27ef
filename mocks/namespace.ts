/**
 * Test isolation for the HTTP mock servers. Two Playwright workers share one server; each test
 * sets this cookie on its browser context (tests/e2e/fixtures.ts), and the mock keeps one
 * database per namespace, so tests never see each other's edits and need no reset in between.
 *
 * Only the mock reads it, and nothing in the site sets it: a page without the cookie (a person
 * using the site, the unit tests, the service worker, which never sees cookies) plays the
 * default namespace, as before.
 */
export const NAMESPACE_COOKIE = 'mock-ns';

const VALID = /^[A-Za-z0-9_-]{1,80}$/;

/** The request's namespace, or '' (the default) when it carries none or a malformed one. */
export function namespaceOf(request: Request): string {
  return namespaceOfCookies(request.headers.get('cookie'));
}

/** The same, from a raw Cookie header (for servers that read it before a Request exists). */
export function namespaceOfCookies(header: string | null | undefined): string {
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== NAMESPACE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return VALID.test(value) ? value : '';
  }
  return '';
}

/** A namespace name for a test: letters, digits, `-` and `_` only, at most 80 characters. */
export function namespaceFor(...parts: string[]): string {
  return parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '_').slice(-80);
}
