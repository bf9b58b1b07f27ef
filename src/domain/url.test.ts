import { describe, expect, it } from 'vitest';
import { effectiveScheme, isHttpUrl, isSafeImageSrc, isUnsafeHref, sameOriginPath, sanitizeHref } from './url';

describe('isHttpUrl: only http and https (SPEC section 5)', () => {
  it.each([
    ['https://plane.so', true], ['http://localhost:3000/x', true], ['HTTPS://EXAMPLE.COM', true], ['  https://a.io  ', true],
    ['ftp://a.io', false], ['javascript:alert(1)', false], ['www.example.com', false], ['https://', false], ['', false],
    ['mailto:a@b.c', false], ['//example.com', false],
  ])('%j -> %s', (value, expected) => expect(isHttpUrl(value)).toBe(expected));
});

describe('unsafe schemes in any disguise are blanked', () => {
  it.each([
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
    'java\u0000script:alert(1)', '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', 'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'DATA:text/html,x', 'vbscript:msgbox(1)',
    '\u200bjavascript:alert(1)', 'javas&#99;ript:alert(1)',
  ])('%j', (href) => {
    expect(isUnsafeHref(href)).toBe(true);
    expect(sanitizeHref(href)).toBe('');
  });
});

describe('sanitizeHref keeps safe links', () => {
  it.each([
    ['https://plane.so/a?b=c', 'https://plane.so/a?b=c'], ['/acme/profile/u1', '/acme/profile/u1'], ['#top', '#top'],
    ['mailto:a@b.c', 'mailto:a@b.c'], ['ftp://x.y', ''], [null, ''], ['', ''],
  ])('%j -> %j', (href, expected) => expect(sanitizeHref(href)).toBe(expected));
});

describe('effectiveScheme', () => {
  it.each([
    ['https://a', 'https'], ['relative/path', null], ['  HTTP://a', 'http'], ['java script:x', 'javascript'],
  ])('%j -> %j', (href, expected) => expect(effectiveScheme(href)).toBe(expected));
});

describe('sameOriginPath: a path on this site, in no spelling another host', () => {
  it.each([
    ['/acme/profile/u1/', '/acme/profile/u1/'], ['  /a?b=c#d ', '/a?b=c#d'], ['profile/u1', '/profile/u1'], ['#top', '/#top'], ['?q=1', '/?q=1'],
    ['/a/./b/../c', '/a/c'], ['/%2F%2Fevil.io', '/%2F%2Fevil.io'], ['/a b', '/a%20b'],
    ['//evil.io/x', null], ['/\\evil.io/x', null], ['\\\\evil.io', null], ['\\/evil.io', null], ['/\t/evil.io', null], ['\t//evil.io', null],
    ['\u0000//evil.io', null], ['/.//evil.io', null], ['.//evil.io', null], ['/a/../..//evil.io', null], ['https:evil.io', null],
    ['http:/evil.io', null], ['https://evil.io', null], ['HTTPS://same-origin.invalid/x', null], ['javascript:alert(1)', null],
    ['mailto:a@b.c', null], ['javascript&colon;alert(1)', null], ['javascript%3Aalert(1)', null], ['', null], ['   ', null], [null, null], [7, null],
  ])('%j -> %j', (value, expected) => expect(sameOriginPath(value)).toBe(expected));
});

describe('isSafeImageSrc shares the rule', () => {
  it.each([
    ['/uploads/a.png', true], ['https://a.io/x.png', true], ['data:image/webp;base64,AA', true], ['blob:https://a.io/1', true],
    ['/\\evil.io/x.png', false], ['//evil.io/x.png', false], ['https:evil.io/x.png', false], ['data:text/html,x', false],
    ['javascript&colon;alert(1)', false], ['javascript%3Aalert(1)', false], [' data:image/svg+xml,<svg onload=alert(1)>', true],
    ['<a href="x">y</a>', false], ['a.png', true], ['img/a b.png', false], ['/uploads/a b.png', true],
  ])('%j -> %s', (value, expected) => expect(isSafeImageSrc(value)).toBe(expected));
});
