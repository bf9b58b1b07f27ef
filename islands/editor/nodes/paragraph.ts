import type { Node } from '@milkdown/kit/prose/model';
import type { SerializerState } from '@milkdown/kit/transformer';
import { $node } from '@milkdown/kit/utils';
import { Fragment } from '@milkdown/kit/prose/model';
import type { FastBlockMarkdown } from '../markdown/fast-writer';

/**
 * Writes a textblock's inline content. Trailing hard breaks are dropped: markdown would read
 * a backslash at the end of a paragraph back as a literal backslash.
 */
export function serializeInline(state: SerializerState, node: Node): void {
  const items: Node[] = [];
  node.content.forEach((child) => items.push(child));
  while (items.length && items[items.length - 1].type.name === 'hardBreak') items.pop();
  while (items.length && items[0].type.name === 'hardBreak') items.shift();
  state.next(Fragment.fromArray(items));
}

export const paragraphNode = $node('paragraph', () => ({
  content: 'inline*',
  group: 'block',
  parseDOM: [{ tag: 'p' }],
  toDOM: () => ['p', 0],
  parseMarkdown: {
    match: (node) => node.type === 'paragraph',
    runner: (state, node, type) => {
      state.openNode(type);
      state.next(node.children ?? []);
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'paragraph',
    runner: (state, node) => {
      // An empty paragraph still needs a children array for the markdown writer.
      state.openNode('paragraph', undefined, { children: [] });
      serializeInline(state, node);
      state.closeNode();
    },
  },
  fastMarkdown: { mdast: 'paragraph', write: (node, writer) => writer.inline(node) } satisfies FastBlockMarkdown,
}));
