import { toggleMark } from '@milkdown/kit/prose/commands';
import { withTextMark } from './with-mark';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { markInputRule } from './mark-input-rule';
import { parseInsideMark } from './parse-mark';

export const italicMark = $mark('italic', () => ({
  parseDOM: [
    { tag: 'em' },
    { tag: 'i', getAttrs: (node: HTMLElement) => node.style.fontStyle !== 'normal' && null },
    { style: 'font-style=normal', clearMark: (m) => m.type.name === 'italic' },
    { style: 'font-style=italic' },
  ],
  toDOM: () => ['em', 0],
  parseMarkdown: {
    match: (node) => node.type === 'emphasis',
    runner: (state, node, markType) => {
      parseInsideMark(state, markType, node.children ?? []);
    },
  },
  toMarkdown: {
    match: (mark) => mark.type.name === 'italic',
    runner: (state, mark, node) => {
      withTextMark(state, mark, node, 'emphasis');
    },
  },
}));

/** `*text*` or `_text_` (not the start of `**`). */
export const italicInputRules = [
  markInputRule(/(?:^|[^*])(\*([^*\s](?:[^*]*[^*\s])?)\*)$/, 'italic'),
  markInputRule(/(?:^|\s)(_([^_\s](?:[^_]*[^_\s])?)_)$/, 'italic'),
];

export const italicKeymap = $shortcut((ctx) => ({ 'Mod-i': toggleMark(italicMark.type(ctx)), 'Mod-I': toggleMark(italicMark.type(ctx)) }));
