import type { NodeSchema } from '@milkdown/kit/transformer';

/**
 * Markdown for a leaf node without attributes (a hard break, a divider): it is one mdast node of
 * its own type, read and written as it is.
 */
export const leafMarkdown = (mdastType: string, nodeName: string): Pick<NodeSchema, 'parseMarkdown' | 'toMarkdown'> => ({
  parseMarkdown: {
    match: ({ type }) => type === mdastType,
    runner: (state, _node, type) => {
      state.addNode(type);
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === nodeName,
    runner: (state) => {
      state.addNode(mdastType);
    },
  },
});
