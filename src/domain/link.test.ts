import { describe, expect, it } from 'vitest';
import { linkLabel, normalizeLinkInput, validateLink, withDefaultScheme } from './link';
import { linkMessages } from './messages';

describe('link form validation (SPEC section 5)', () => {
  it.each([
    [{ url: '', title: '' }, { url: linkMessages.urlRequired }],
    [{ url: '   ', title: 'x' }, { url: linkMessages.urlRequired }],
    [{ url: 'example.com', title: '' }, {}],
    [{ url: 'exa mple.com', title: '' }, { url: linkMessages.urlInvalid }],
    [{ url: 'example', title: '' }, { url: linkMessages.urlInvalid }],
    [{ url: '//example.com', title: '' }, { url: linkMessages.urlInvalid }],
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

describe('a bare domain gets https:// before the rule (withDefaultScheme, normalizeLinkInput)', () => {
  it.each([
    ['plane.so', 'https://plane.so'],
    ['  plane.so  ', 'https://plane.so'],
    ['docs.plane.so/self-hosting?x=1#top', 'https://docs.plane.so/self-hosting?x=1#top'],
    ['plane.so:8080/x', 'https://plane.so:8080/x'],
    ['localhost:3000', 'https://localhost:3000'],
    ['http://plane.so', 'http://plane.so'],
    ['HTTPS://plane.so', 'HTTPS://plane.so'],
    ['ftp://plane.so', 'ftp://plane.so'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:a@plane.so', 'mailto:a@plane.so'],
    ['//plane.so', '//plane.so'],
    ['/relative/path', '/relative/path'],
    ['plane', 'plane'],
    ['user@plane.so', 'user@plane.so'],
    ['two words.so', 'two words.so'],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(withDefaultScheme(input)).toBe(expected));

  it('the form saves the URL it validated', () => {
    expect(normalizeLinkInput({ url: ' plane.so ', title: ' Plane ' })).toEqual({ url: 'https://plane.so', title: 'Plane' });
    expect(validateLink({ url: 'plane.so', title: '' })).toEqual({});
  });
});

describe('linkLabel', () => {
  it.each([
    [{ title: 'Spec', url: 'https://a.io' }, 'Spec'],
    [{ title: null, url: 'https://a.io' }, 'https://a.io'],
    [{ title: '  ', url: 'https://a.io' }, 'https://a.io'],
  ])('%j -> %s', (link, expected) => expect(linkLabel(link)).toBe(expected));
});
