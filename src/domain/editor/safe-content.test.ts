import { describe, expect, it } from 'vitest';
import { safeColwidth, safeMentionUri, safeTableColor, sanitizeDocumentJson } from './safe-content';

describe('safeMentionUri: only paths on this site, normalised', () => {
  it.each([
    ['/acme/profile/u1/', '/acme/profile/u1/'], ['https://plane.so/u', '/'], ['javascript:alert(1)', '/'],
    ['//evil.io/x', '/'], ['/\\evil.io/x', '/'], ['\\\\evil.io', '/'], ['/\t/evil.io', '/'], ['\n//evil.io', '/'], ['/.//evil.io', '/'],
    ['/a/../..//evil.io', '/'], ['https:evil.io', '/'], ['http:/evil.io', '/'], ['HTTPS://evil.io', '/'], ['mailto:a@b.c', '/'],
    ['/%2F%2Fevil.io', '/%2F%2Fevil.io'], ['/acme/../acme/profile/u1/?tab=x#top', '/acme/profile/u1/?tab=x#top'], ['profile/u1', '/profile/u1'],
    [' JaVa\tScRiPt:alert(1)', '/'], ['data:text/html,x', '/'], ['vbscript:x', '/'], ['', '/'], [null, '/'], [42, '/'],
  ])('%j -> %s', (uri, expected) => expect(safeMentionUri(uri)).toBe(expected));
});

describe('safeTableColor and safeColwidth', () => {
  it.each([
    ['#D9E4FF', '#D9E4FF'], [' red ', 'red'], ['rgba(1, 2, 3, 0.5)', 'rgba(1, 2, 3, 0.5)'], ['none', null], ['NONE', null],
    ['red; background: url(x)', null], ['url(javascript:alert(1))', null], ['expression(alert(1))', null], [7, null],
  ])('colour %j -> %j', (value, expected) => expect(safeTableColor(value)).toBe(expected));
  it.each([
    [[100, 200], [100, 200]], [[], null], ['100', null], [[100, -1], null], [[1.5], null], [[NaN], null], [null, null],
  ])('colwidth %j -> %j', (value, expected) => expect(safeColwidth(value)).toEqual(expected));
});

describe('sanitizeDocumentJson', () => {
  it('drops unsafe link marks, replaces unsafe images, and leaves safe content as it was', () => {
    const safe = { type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: 'https://a.io', target: '_self', rel: 'x', class: null } }] };
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'javascript:alert(1)' } }] }, safe] },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
        { type: 'image', attrs: { src: ' /uploads/a.png', width: '240px', height: 120 } },
      ],
    };
    expect(sanitizeDocumentJson(doc)).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }] }, { ...safe, marks: [{ type: 'link', attrs: { href: 'https://a.io', target: '_self', rel: 'noopener noreferrer nofollow', class: null } }] }] },
        { type: 'paragraph' },
        { type: 'image', attrs: { src: '/uploads/a.png', width: '240px', height: '120px' } },
      ],
    });
  });
});
