import { describe, expect, it } from 'vitest';
import { joinTrimmedBlocks, nextMarkerVariant, trimMarkdownBlock } from './blocks';

describe('blocks are trimmed once, then joined with a blank line', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['# A\n', 'text\n'], '# A\n\ntext\n'],
    [['a\n', '', '   ', 'b'], 'a\n\nb\n'],
    [['', ''], ''],
    [['  indented code\n\n\n', ' \n \n'], '  indented code\n'],
    [['a  \n', 'b'], 'a  \n\nb\n'],
  ])('%j', (blocks, expected) => expect(joinTrimmedBlocks(blocks.map(trimMarkdownBlock))).toBe(expected));
});

describe('list markers alternate along runs of the same list family', () => {
  const variants = (families: Array<string | null>) => {
    let previous: string | null = null;
    let variant = 0;
    return families.map((family) => {
      variant = nextMarkerVariant(previous, variant, family);
      previous = family;
      return variant;
    });
  };
  it.each<[Array<string | null>, number[]]>([
    [[null, 'bullet', null], [0, 0, 0]],
    [['bullet', 'bullet', 'bullet'], [0, 1, 0]],
    [['bullet', 'ordered', 'ordered', null, 'ordered'], [0, 0, 1, 0, 0]],
    [[], []],
  ])('%j', (families, expected) => expect(variants(families)).toEqual(expected));
});
