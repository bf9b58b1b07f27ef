import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkProperty, fuzzTimeout } from '../../tests/fuzz';
import { URL_VECTORS } from '../../fixtures/xss-vectors';
import { isSafeImageSrc, sameOriginPath, sanitizeHref, sanitizeHrefByRules } from './url';
import { safeMentionUri } from './editor/safe-content';

/**
 * The URL rules against the browser's own reading: the WHATWG URL parser resolving each value on
 * pages of another origin than the rules use, over http and over https (a reference like
 * `https:host` is a path on one and another site on the other).
 */
const PAGES = [new URL('https://site.test/components/editor/'), new URL('http://site.test/')];

function resolve(value: string, page: URL): URL | null {
  try {
    return new URL(value, page);
  } catch {
    return null;
  }
}

/** Where a click or a load on each page goes: null when the browser could not resolve it. */
const everywhere = (value: string) => PAGES.map((page) => ({ page, url: resolve(value, page) }));

const spelledHttp = (value: string) => /^https?:\/\//i.test(value.trim());

/** Pieces that change where a reference goes: slashes, backslashes, dots, schemes, hosts, encodings. */
const piece = fc.constantFrom(
  '/', '//', '\\', '/\\', '\\\\', './', '../', '.', '..', '%2F', '%2f', '%5C', '%2E', '?', '#', '@', ':',
  'https:', 'http:', 'HTTPS://', 'http://', 'javascript:', 'data:image/png,', 'data:text/html,', 'blob:', 'mailto:', 'ftp://',
  'evil.io', 'site.test', 'same-origin.invalid', 'acme', 'profile', 'x.png', 'a b', '',
  '\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u00a0', '\u200b', '\ufeff', '&#47;', '&colon;',
);
const reference = fc.oneof(
  { weight: 6, arbitrary: fc.array(piece, { minLength: 1, maxLength: 7 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.webPath() },
  { weight: 1, arbitrary: fc.constantFrom(...URL_VECTORS.map((v) => v.payload)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

describe('property: URL rules agree with the browser', () => {
  it('a same-origin path and a mention address never leave the page\'s origin', { timeout: fuzzTimeout(2) }, () => {
    checkProperty('sameOriginPath and safeMentionUri stay on the page origin', fc.property(reference, (value) => {
      const path = sameOriginPath(value);
      if (path !== null) {
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        for (const { page, url } of everywhere(value)) expect(url?.origin, `${JSON.stringify(value)} on ${page}`).toBe(page.origin);
        for (const { page, url } of everywhere(path)) expect(url?.origin, `${JSON.stringify(path)} on ${page}`).toBe(page.origin);
      }
      const mention = safeMentionUri(value);
      for (const { page, url } of everywhere(mention)) expect(url?.origin, `mention ${JSON.stringify(value)} on ${page}`).toBe(page.origin);
    }));
  });

  it('an image source loads only http(s), a same-site file, blob: or an image data: URL', { timeout: fuzzTimeout(2) }, () => {
    checkProperty('isSafeImageSrc loads nothing else', fc.property(reference, (value) => {
      if (!isSafeImageSrc(value)) return;
      // Every surface writes the source trimmed (JavaScript's trim, which also drops NBSP and BOM).
      for (const { page, url } of everywhere(value.trim())) {
        const where = `${JSON.stringify(value)} on ${page}`;
        expect(url, where).not.toBeNull();
        expect(['http:', 'https:', 'data:', 'blob:'], where).toContain(url!.protocol);
        if (url!.protocol === 'data:') expect(url!.href.toLowerCase().startsWith('data:image/'), where).toBe(true);
        // Another host only when the value says so in full: never by //, /\ or a dotted path.
        if ((url!.protocol === 'http:' || url!.protocol === 'https:') && url!.origin !== page.origin) expect(spelledHttp(value), where).toBe(true);
      }
    }));
  });

  it('a rendered href opens only http(s), mailto or this site', { timeout: fuzzTimeout(2) }, () => {
    checkProperty('sanitizeHref keeps only navigable schemes', fc.property(reference, (value) => {
      const href = sanitizeHref(value);
      if (!href) return;
      for (const { page, url } of everywhere(href)) {
        if (url) expect(['http:', 'https:', 'mailto:'], `${JSON.stringify(value)} on ${page}`).toContain(url.protocol);
      }
    }));
  });

  it('the fast path for plain http(s) links decides as the full rules do', { timeout: fuzzTimeout(2) }, () => {
    const plainish = fc.tuple(fc.constantFrom('http://', 'https://', 'HTTPS://', 'https:/', 'https://\\'), fc.array(fc.oneof(piece, fc.webSegment()), { maxLength: 6 }))
      .map(([scheme, parts]) => scheme + parts.join(''));
    checkProperty('sanitizeHref equals sanitizeHrefByRules', fc.property(fc.oneof(reference, plainish), (value) => {
      expect(sanitizeHref(value), JSON.stringify(value)).toBe(sanitizeHrefByRules(value));
    }));
  });
});
