import { $node } from '@milkdown/kit/utils';

/** An item of a bullet or numbered list. Items nest through the lists they hold. */
export const listItemNode = $node('listItem', () => ({
  content: 'block+',
  defining: true,
  parseDOM: [{ tag: 'li', priority: 40 }],
  toDOM: () => ['li', 0],
  parseMarkdown: {
    match: ({ type, checked }) => type === 'listItem' && typeof checked !== 'boolean',
    runner: (state, node, type) => {
      state.openNode(type).next(node.children ?? []).closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'listItem',
    runner: (state, node) => {
      state.openNode('listItem', undefined, { spread: false }).next(node.content).closeNode();
    },
  },
}));
