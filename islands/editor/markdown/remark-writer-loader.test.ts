import { describe, expect, it, vi } from 'vitest';
import type { Root } from 'mdast';
import type { Node, Schema } from '@milkdown/kit/prose/model';
import { schemaCtx } from '@milkdown/kit/core';
import { LIST_MARKERS } from './options';
import { mountEditor } from '../test-utils';

/** The first import of remark's writer fails, as a chunk fetch that did not arrive would. */
const chunk = await vi.hoisted(async () => (await import('../../../tests/helpers/failing-chunk')).failingChunk());
vi.mock('./remark-writer', (importOriginal) => chunk(importOriginal));

const { loadRemarkWriter, remarkWriter } = await import('./remark-writer-loader');

describe("remark's writer, loaded with the editor", () => {
  it('refuses to write before it has loaded, saying why', () => {
    expect(() => remarkWriter({} as Schema, LIST_MARKERS[0]).write({} as Node)).toThrow(/before the editor finished loading/);
  });

  it('a failed load is not remembered: the next editor loads it, and it writes in the given markers', async () => {
    await expect(loadRemarkWriter()).rejects.toThrow();
    const { editor, codec } = await mountEditor();
    const schema = editor.ctx.get(schemaCtx);
    const doc = codec.parse('- [x] done *now*\n\n| a\\|b |  |\n| :- | - |', 'markdown');
    expect(remarkWriter(schema, LIST_MARKERS[0]).write(doc)).toBe('- [x] done *now*\n\n| a\\|b |   |\n| :--- | - |\n');
    expect(remarkWriter(schema, LIST_MARKERS[1]).write(doc)).toBe('* [x] done *now*\n\n| a\\|b |   |\n| :--- | - |\n');
  });

  it('writes GFM and our handlers over an mdast tree (write-tree.ts)', async () => {
    const { writeTree } = await import('./write-tree');
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'underline', children: [{ type: 'text', value: 'under' }] } as never, { type: 'text', value: ' *star*' }] },
        { type: 'paragraph', children: [{ type: 'link', url: 'https://x.io/a_b', children: [{ type: 'text', value: 'https://x.io/a_b' }] }] },
        { type: 'list', ordered: true, start: 1, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'delete', children: [{ type: 'text', value: 'gone' }] }] }] }] },
      ],
    };
    expect(writeTree(tree, LIST_MARKERS[0])).toBe('<u>under</u> \\*star\\*\n\n<https://x.io/a_b>\n\n1. ~~gone~~\n');
  });
});
