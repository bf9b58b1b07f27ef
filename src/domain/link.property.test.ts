import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkProperty, fuzzTimeout } from '../../tests/fuzz';
import { URL_VECTORS } from '../../fixtures/xss-vectors';
import { validateLink, withDefaultScheme } from './link';
import { linkMessages } from './messages';

/**
 * The link form's schema against an oracle written here from the rules, not from the schema:
 * SPEC section 5 (URL required; it must start with http or https) read as "an http(s) URL a
 * browser would open": after trimming, the text starts with http:// or https:// in any case, holds
 * no whitespace or control character, and the WHATWG URL parser reads it as http(s) with a host.
 * A bare domain is read with https:// in front first (withDefaultScheme, table-tested in link.test.ts).
 * The title is optional and at most 255 characters once trimmed.
 */
function oracle(input: { url: string; title: string }): { url?: string; title?: string } {
  const errors: { url?: string; title?: string } = {};
  const url = withDefaultScheme(input.url);
  if (url === '') errors.url = linkMessages.urlRequired;
  else {
    const lower = url.toLowerCase();
    const spelled = lower.startsWith('http://') || lower.startsWith('https://');
    let parsed: URL | null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    const clean = ![...url].some((ch) => ch.trim() === '' || ch.charCodeAt(0) < 0x20 || (ch.charCodeAt(0) >= 0x7f && ch.charCodeAt(0) <= 0x9f));
    const ok = spelled && clean && parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
    if (!ok) errors.url = linkMessages.urlInvalid;
  }
  if (input.title.trim().length > 255) errors.title = 'too long';
  return errors;
}

const scheme = fc.constantFrom('http://', 'https://', 'HTTP://', 'hTtPs://', 'http:/', 'http:', 'https:///', 'ftp://', 'javascript:', 'data:text/html,', '//', '', 'http//', 'mailto:');
const host = fc.oneof(fc.domain(), fc.ipV4(), fc.constantFrom('localhost', '[::1]', 'a', '', ' ', 'exa mple.com', 'ex\tample.com', '%zz', 'a..b', '-', 'xn--nxasmq6b.com', 'пример.рф', '例え.jp'));
const rest = fc.oneof(
  fc.constant(''),
  fc.webPath(),
  fc.webQueryParameters().map((q) => `/?${q}`),
  fc.webFragments().map((f) => `#${f}`),
  fc.constantFrom('/a b', '/\n', ':99999', ':8080/x', '/<script>', '\\evil', '@evil.com', ' '),
);
const space = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u200b', '\ufeff');
const url = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(space, scheme, host, rest, space).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.constantFrom(...URL_VECTORS.map((v) => v.payload)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('h', 't', 'p', 's', ':', '/', '.', 'a', ' ', '\t', '\u0000', '#', '?', '@', '[', ']'), maxLength: 24 }) },
);
const title = fc.oneof(fc.string({ maxLength: 20 }), fc.tuple(space, fc.string({ minLength: 250, maxLength: 260 }), space).map((p) => p.join('')));

describe('property: the link schema agrees with the oracle', () => {
  it('on random URLs and titles', { timeout: fuzzTimeout(2) }, () => {
    checkProperty('link schema vs oracle', fc.property(url, title, (u, t) => {
      const expected = oracle({ url: u, title: t });
      const actual = validateLink({ url: u, title: t });
      expect({ url: actual.url, title: actual.title === undefined ? undefined : 'too long' }).toEqual({ url: expected.url, title: expected.title });
    }));
  });
});
