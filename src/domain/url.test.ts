import { describe, expect, it } from 'vitest';
import { effectiveScheme, isHttpUrl, isUnsafeHref, sanitizeHref } from './url';

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
