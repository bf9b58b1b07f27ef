import { describe, expect, it } from 'vitest';
import { linkLabel, validateLink } from './link';
import { linkMessages } from './messages';

describe('link form validation (SPEC section 5)', () => {
  it.each([
    [{ url: '', title: '' }, { url: linkMessages.urlRequired }],
    [{ url: '   ', title: 'x' }, { url: linkMessages.urlRequired }],
    [{ url: 'example.com', title: '' }, { url: linkMessages.urlInvalid }],
    [{ url: 'ftp://example.com', title: '' }, { url: linkMessages.urlInvalid }],
    [{ url: 'javascript:alert(1)', title: '' }, { url: linkMessages.urlInvalid }],
    [{ url: 'https://example.com', title: '' }, {}],
    [{ url: 'http://example.com', title: 'Spec' }, {}],
    [{ url: 'HTTPS://EXAMPLE.COM', title: '' }, {}],
  ])('%j -> %j', (input, errors) => expect(validateLink(input)).toEqual(errors));

  it('uses the exact message of the spec', () => {
    expect(linkMessages.urlRequired).toBe('URL is required');
  });
});

describe('linkLabel', () => {
  it.each([
    [{ title: 'Spec', url: 'https://a.io' }, 'Spec'],
    [{ title: null, url: 'https://a.io' }, 'https://a.io'],
    [{ title: '  ', url: 'https://a.io' }, 'https://a.io'],
  ])('%j -> %s', (link, expected) => expect(linkLabel(link)).toBe(expected));
});
