import { describe, expect, it } from 'vitest';
import { createBlockCache, joinMarkdownBlocks, listMarkerVariants } from './block-cache';

describe('createBlockCache renders each block once per identity', () => {
  it('reuses output for the same object and renders new objects', () => {
    const cache = createBlockCache((block: { text: string }, variant) => `${block.text}:${variant}`);
    const a = { text: 'a' };
    const b = { text: 'b' };
    expect([cache.get(a), cache.get(b), cache.get(a)]).toEqual(['a:0', 'b:0', 'a:0']);
    expect(cache.renders).toBe(2);
    expect(cache.get(a, 1)).toBe('a:1');
    expect(cache.renders).toBe(3);
    expect(cache.get({ text: 'a' })).toBe('a:0');
    expect(cache.renders).toBe(4);
  });
});

describe('joinMarkdownBlocks', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['# A\n', 'text\n'], '# A\n\ntext\n'],
    [['a\n', '', '   ', 'b'], 'a\n\nb\n'],
    [['', ''], ''],
  ])('%j', (blocks, expected) => expect(joinMarkdownBlocks(blocks)).toBe(expected));
});

describe('listMarkerVariants alternates along runs of the same list family', () => {
  it.each<[Array<string | null>, number[]]>([
    [[null, 'bullet', null], [0, 0, 0]],
    [['bullet', 'bullet', 'bullet'], [0, 1, 0]],
    [['bullet', 'ordered', 'ordered', null, 'ordered'], [0, 0, 1, 0, 0]],
    [[], []],
  ])('%j', (families, expected) => expect(listMarkerVariants(families)).toEqual(expected));
});
