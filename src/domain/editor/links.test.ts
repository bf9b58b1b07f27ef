import { describe, expect, it } from 'vitest';
import { acceptParsedHref, findUrls, isValidEditorLink, renderHref, urlBeforeCursor } from './links';

describe('the link input accepts only http and https', () => {
  it.each([
    ['https://plane.so', true], ['http://example.com/a?b#c', true], ['ftp://x.y', false], ['example.com', false],
    ['javascript:alert(1)', false], ['mailto:a@b.c', false], ['', false], ['https://', false],
  ])('%j -> %s', (value, expected) => expect(isValidEditorLink(value)).toBe(expected));
});

describe('parsed hrefs: script-capable and unrenderable schemes are rejected', () => {
  it.each([
    ['javascript:alert(1)', null], [' JAVASCRIPT:alert(1)', null], ['java\tscript:x', null], ['&#106;avascript:x', null],
    ['data:text/html,<script>', null], ['vbscript:msgbox', null], ['jav&#x09;ascript:alert(1)', null],
    ['https://plane.so', 'https://plane.so'], ['/relative', '/relative'], ['  https://a.io ', 'https://a.io'],
    ['', null], [null, null], [42, null], ['ftp://x.y', null], ['aa:', null], ['mailto:a@b.c', 'mailto:a@b.c'], ['#top', '#top'],
  ])('%j -> %j', (href, expected) => expect(acceptParsedHref(href)).toBe(expected));
});

describe('rendered hrefs are blanked when unsafe', () => {
  it.each([
    ['javascript:alert(1)', ''], ['https://a.io', 'https://a.io'], ['data:x', ''], [undefined, ''],
  ])('%j -> %j', (href, expected) => expect(renderHref(href)).toBe(expected));
});

describe('findUrls: http(s) URLs in running text', () => {
  it.each<[string, string[]]>([
    ['see https://plane.so.', ['https://plane.so']],
    ['(https://en.wikipedia.org/wiki/Foo_(bar)) and http://a.io/x?y=1, done', ['https://en.wikipedia.org/wiki/Foo_(bar)', 'http://a.io/x?y=1']],
    ['ftp://a.io javascript:alert(1) www.x.com', []],
    ['https:// nothing', []],
    ['**https://bold.io**', ['https://bold.io']],
  ])('%j', (text, urls) => expect(findUrls(text).map((m) => m.url)).toEqual(urls));
  it('reports offsets into the text', () => {
    expect(findUrls('go https://a.io now')).toEqual([{ start: 3, end: 15, url: 'https://a.io' }]);
  });
});

describe('urlBeforeCursor: autolink checks the last word', () => {
  it.each([
    ['visit https://plane.so', { start: 6, end: 22, url: 'https://plane.so' }],
    ['visit https://plane.so,', { start: 6, end: 22, url: 'https://plane.so' }],
    ['visit plane.so', null],
    ['', null],
    ['xhttps://a.io', null],
  ])('%j', (text, expected) => expect(urlBeforeCursor(text)).toEqual(expected));
});
