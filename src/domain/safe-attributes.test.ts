import { describe, expect, it } from 'vitest';
import { codeInfoWord, codeLanguage, DEFAULT_CODE_LANGUAGE, linkNeedsRel, safeClassList } from './safe-attributes';
import { safeMentionUri, sanitizeDocumentJson } from './editor/safe-content';

describe('safeClassList: only allow-listed classes on user content', () => {
  it.each([
    ['underline cursor-pointer', 'underline cursor-pointer'],
    ['text-custom-primary-300 underline underline-offset-[3px] hover:text-custom-primary-500 transition-colors cursor-pointer', 'text-custom-primary-300 underline underline-offset-[3px] hover:text-custom-primary-500 transition-colors cursor-pointer'],
    ['fixed inset-0 z-50 opacity-0', null], ['underline fixed inset-0', 'underline'], ['  underline\n\tunderline ', 'underline'],
    ['language-ts', 'language-ts'], ['language-c++ hidden', 'language-c++'], ['language-', null], ['language-a"b', null],
    ['sr-only', null], ['ext', null], ['', null], [null, null], [7, null],
  ])('%j -> %j', (value, expected) => expect(safeClassList(value)).toBe(expected));
});

describe('codeInfoWord: the fence word kept as data, without markup or fence-ending characters', () => {
  it.each([
    ['TypeScript', 'typescript'],
    ['föö', 'föö'],
    [';', ';'],
    ['c++', 'c++'],
    ['js fixed inset-0', DEFAULT_CODE_LANGUAGE],
    ['<script>', DEFAULT_CODE_LANGUAGE],
    ['a"b', DEFAULT_CODE_LANGUAGE],
    ['x`y', DEFAULT_CODE_LANGUAGE],
    ['tab\there', DEFAULT_CODE_LANGUAGE],
    ['', DEFAULT_CODE_LANGUAGE],
    [42, DEFAULT_CODE_LANGUAGE],
  ])('%j -> %j', (value, expected) => expect(codeInfoWord(value)).toBe(expected));

  it('its class form is always a safe one', () => {
    expect(codeLanguage(codeInfoWord('föö'))).toBe(DEFAULT_CODE_LANGUAGE);
    expect(codeLanguage(codeInfoWord('Rust'))).toBe('rust');
  });
});

describe('codeLanguage: one word of [\\w+#.-], lower-cased', () => {
  it.each([
    ['TS', 'ts'], [' c++ ', 'c++'], ['c#', 'c#'], ['objective-c', 'objective-c'], ['vue.js', 'vue.js'],
    ['js fixed inset-0 z-50 opacity-0', DEFAULT_CODE_LANGUAGE], ['"><img src=x onerror=alert(1)>', DEFAULT_CODE_LANGUAGE],
    ['a'.repeat(41), DEFAULT_CODE_LANGUAGE], ['', DEFAULT_CODE_LANGUAGE], [null, DEFAULT_CODE_LANGUAGE],
  ])('%j -> %j', (value, expected) => expect(codeLanguage(value)).toBe(expected));
});

describe('linkNeedsRel: any target at all', () => {
  it.each([['_blank', true], ['_self', true], ['foo', true], ['', true], [null, false], [undefined, false]])('%j -> %s', (target, expected) =>
    expect(linkNeedsRel(target)).toBe(expected));
});

describe('stored JSON is held to the same rules', () => {
  it('drops a link class outside the list, a spaced code language and an off-site mention address', () => {
    const doc = sanitizeDocumentJson({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://a.io', class: 'fixed inset-0 z-50 opacity-0 underline' } }] }] },
        { type: 'codeBlock', attrs: { language: 'js fixed inset-0' }, content: [{ type: 'text', text: 'y' }] },
        { type: 'mention', attrs: { id: 'm', redirect_uri: '/\\evil.io/x' } },
      ],
    });
    expect(doc.content?.[0].content?.[0].marks?.[0].attrs?.class).toBe('underline');
    expect(doc.content?.[1].attrs?.language).toBe(DEFAULT_CODE_LANGUAGE);
    expect(doc.content?.[2].attrs?.redirect_uri).toBe(safeMentionUri('/'));
  });
});
