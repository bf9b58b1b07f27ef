import { $node } from '@milkdown/kit/utils';
import { declined } from '../markdown/decline';
import type { FastInlineMarkdown } from '../markdown/fast-writer';

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
  // A backslash at the line's end; a space in a table cell, which holds one line.
  fastMarkdown: {
    breaksLine: true,
    write: (node, line) => {
      if (line.openMarks || node.marks.length) declined();
      if (/ $/.test(line.written) || line.atLineStart) declined();
      return line.inCell ? ' ' : '\\\n';
    },
  } satisfies FastInlineMarkdown,
}));
