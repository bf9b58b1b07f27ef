import { $node } from '@milkdown/kit/utils';
import { declined } from '../markdown/decline';
import { leafMarkdown } from './leaf-markdown';
import type { FastInlineMarkdown } from '../markdown/fast-writer';

export const hardBreakNode = $node('hardBreak', () => ({
  inline: true,
  group: 'inline',
  selectable: false,
  linebreakReplacement: true,
  parseDOM: [{ tag: 'br' }],
  toDOM: () => ['br'],
  leafText: () => '\n',
  ...leafMarkdown('break', 'hardBreak'),
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
