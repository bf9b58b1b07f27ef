import { describe, expect, it } from 'vitest';
import { filterSlashItems, isSlashKey, moveActiveIndex, SLASH_ITEMS, SLASH_KEYS } from './slash-items';
import { findSlashTrigger } from './slash-trigger';

describe('slash catalogue: exactly the SPEC items, in order', () => {
  it.each([
    ['text', 'Text'], ['heading_1', 'Heading 1'], ['heading_2', 'Heading 2'], ['heading_3', 'Heading 3'],
    ['todo_list', 'To do'], ['bullet_list', 'Bullet list'], ['numbered_list', 'Numbered list'], ['table', 'Table'],
    ['quote_block', 'Quote'], ['code_block', 'Code'], ['image', 'Image'], ['divider', 'Divider'],
  ])('%s is titled %s', (key, title) => {
    expect(SLASH_ITEMS.find((i) => i.key === key)?.title).toBe(title);
  });
  it('has twelve items, each with a description and search terms', () => {
    expect(SLASH_ITEMS.map((i) => i.key)).toEqual([...SLASH_KEYS]);
    for (const item of SLASH_ITEMS) {
      expect(item.description.length).toBeGreaterThan(5);
      expect(item.searchTerms.length).toBeGreaterThan(0);
    }
  });
});

describe('filterSlashItems: title, description or search term, any case', () => {
  it.each<[string, string[]]>([
    ['', [...SLASH_KEYS]],
    ['HEAD', ['heading_1', 'heading_2', 'heading_3']],
    ['big', ['heading_1']],
    ['subtitle', ['heading_2', 'heading_3']],
    ['checkbox', ['todo_list']],
    ['unordered', ['bullet_list']],
    ['ordered', ['bullet_list', 'numbered_list']],
    ['snippet', ['code_block']],
    ['photo', ['image']],
    ['rule', ['divider']],
    ['blockquote', ['quote_block']],
    ['tabular', ['table']],
    ['CAPture', ['quote_block', 'code_block']],
    ['zzz', []],
    ['  Divider  ', ['divider']],
  ])('%j', (query, keys) => {
    expect(filterSlashItems(query).map((i) => i.key)).toEqual(keys);
  });
});

describe('moveActiveIndex wraps around', () => {
  it.each([
    [0, 1, 3, 1], [2, 1, 3, 0], [0, -1, 3, 2], [1, -1, 3, 0], [0, 1, 0, 0], [0, -1, 1, 0],
  ] as const)('from %i by %i of %i -> %i', (current, delta, count, expected) => {
    expect(moveActiveIndex(current, delta, count)).toBe(expected);
  });
});

describe('isSlashKey', () => {
  it.each([['divider', true], ['heading_4', false], ['', false], ['Text', false]])('%j -> %s', (key, expected) => {
    expect(isSlashKey(key)).toBe(expected);
  });
});

describe('findSlashTrigger', () => {
  it.each([
    ['/', { start: 0, query: '' }],
    ['/head', { start: 0, query: 'head' }],
    ['hello /to do', { start: 6, query: 'to do' }],
    ['a/b', null],
    ['https://x', null],
    ['no slash', null],
    ['/ space first', null],
    [`/${'x'.repeat(41)}`, null],
  ])('%j', (text, expected) => expect(findSlashTrigger(text)).toEqual(expected));
});
