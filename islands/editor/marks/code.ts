import { toggleMark } from '@milkdown/kit/prose/commands';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { declined } from '../markdown/decline';
import type { FastMarkMarkdown } from '../markdown/fast-writer';
import { str } from '../markdown/mdast';
import { markInputRule } from './mark-input-rule';
import { addExclusiveMarkText } from './parse-mark';

/** Inline code excludes every other mark; typing at its end continues it (the input rule leaves it). */
export const codeMark = $mark('code', () => ({
  excludes: '_',
  code: true,
  parseDOM: [{ tag: 'code', preserveWhitespace: true }],
  toDOM: () => ['code', 0],
  parseMarkdown: {
    match: (node) => node.type === 'inlineCode',
    runner: (state, node, markType) => {
      const value = str(node, 'value');
      if (!value) return;
      addExclusiveMarkText(state, markType, value);
    },
  },
  toMarkdown: {
    match: (mark) => mark.type.name === 'code',
    runner: (state, mark, node) => {
      state.withMark(mark, 'inlineCode', node.text ?? '');
      return true;
    },
  },
  // Inline code is written whole, alone, and only where no backtick or edge space needs remark.
  fastMarkdown: {
    writeText: (node, line) => {
      const text = node.text ?? '';
      if (node.marks.length > 1 || line.openMarks) declined();
      if (!text || /[`\n\r|]/.test(text) || text.startsWith(' ') || text.endsWith(' ')) declined();
      if (line.written.endsWith('`')) declined();
      return `\`${text}\``;
    },
  } satisfies FastMarkMarkdown,
}));

/** `` `text` ``. */
export const codeInputRules = [markInputRule(/(?:^|[^`])(`([^`]+)`)$/, 'code')];

/** Mod-e toggles inline code (SPEC section 9). */
export const codeKeymap = $shortcut((ctx) => ({ 'Mod-e': toggleMark(codeMark.type(ctx)), 'Mod-E': toggleMark(codeMark.type(ctx)) }));
