import { describe, expect, it } from 'vitest';
import { joinMarkdownBlocks, listMarkerVariants } from './blocks';

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
