import { describe, expect, it } from 'vitest';
import { shouldAppendParagraph, type LastBlockKind } from './container-click';

describe('clicking below the content appends a paragraph unless the last block is one of the kept kinds', () => {
  it.each<[LastBlockKind | null, boolean]>([
    ['paragraph', true], ['heading', true], ['divider', true], ['image', true], ['other', true],
    ['empty-paragraph', false], ['bullet-list', false], ['ordered-list', false], ['task-list', false], ['table', false],
    ['quote', false], ['code-block', false], [null, false],
  ])('%s -> %s', (last, expected) => expect(shouldAppendParagraph(last)).toBe(expected));
});
