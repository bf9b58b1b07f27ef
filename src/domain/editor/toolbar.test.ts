import { describe, expect, it } from 'vitest';
import { blockTypeButtonLabel, blockTypeLabel, BLOCK_TYPES, toolbarItems, type SelectionContext, type ToolbarItems } from './toolbar';

describe('toolbarItems: which items a selection gets', () => {
  it.each<[SelectionContext, ToolbarItems]>([
    [{ kind: 'text', inInlineCode: false }, { blockType: true, link: true, marks: ['bold', 'italic', 'underline', 'strikethrough', 'code'], deleteImage: false }],
    [{ kind: 'text', inInlineCode: true }, { blockType: true, link: false, marks: ['code'], deleteImage: false }],
    [{ kind: 'table', inInlineCode: false }, { blockType: false, link: true, marks: ['bold', 'italic', 'underline', 'strikethrough', 'code'], deleteImage: false }],
    [{ kind: 'table', inInlineCode: true }, { blockType: false, link: false, marks: ['code'], deleteImage: false }],
    [{ kind: 'code-block', inInlineCode: false }, { blockType: true, link: false, marks: ['code'], deleteImage: false }],
    [{ kind: 'image', inInlineCode: false }, { blockType: false, link: false, marks: [], deleteImage: true }],
  ])('%j', (context, expected) => expect(toolbarItems(context)).toEqual(expected));
});

describe('block type labels', () => {
  it('names every block type of the dropdown', () => {
    expect(BLOCK_TYPES.map(blockTypeLabel)).toEqual([
      'Text', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Heading 6', 'Bulleted list',
      'Numbered list', 'To-do list', 'Quote', 'Code',
    ]);
  });
  it.each<[Array<(typeof BLOCK_TYPES)[number]>, string]>([
    [['h2'], 'Heading 2'], [['h2', 'h2'], 'Heading 2'], [['text', 'quote'], 'Multiple'], [[], 'Text'],
  ])('%j -> %s', (active, label) => expect(blockTypeButtonLabel(active, 'Multiple')).toBe(label));
});
