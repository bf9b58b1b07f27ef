import { $node } from '@milkdown/kit/utils';

export const hardBreakNode = $node('hardBreak', () => ({
  inline: true,
  group: 'inline',
  selectable: false,
  linebreakReplacement: true,
  parseDOM: [{ tag: 'br' }],
  toDOM: () => ['br'],
  leafText: () => '\n',
  parseMarkdown: {
    match: ({ type }) => type === 'break',
    runner: (state, _node, type) => {
      state.addNode(type);
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'hardBreak',
    runner: (state) => {
      state.addNode('break');
    },
  },
}));
