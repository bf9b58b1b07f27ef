import { $node } from '@milkdown/kit/utils';

/** The document: one or more blocks. Markdown's root maps onto it. */
export const docNode = $node('doc', () => ({
  content: 'block+',
  parseMarkdown: {
    match: ({ type }) => type === 'root',
    runner: (state, node, type) => {
      state.injectRoot(node, type);
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'doc',
    runner: (state, node) => {
      state.openNode('root');
      state.next(node.content);
    },
  },
}));
