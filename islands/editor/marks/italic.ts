import { toggleMark } from '@milkdown/kit/prose/commands';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { markInputRule } from './mark-input-rule';
import { wrappingMarkMarkdown } from './markdown-mark';

export const italicMark = $mark('italic', () => ({
  parseDOM: [
    { tag: 'em' },
    { tag: 'i', getAttrs: (node: HTMLElement) => node.style.fontStyle !== 'normal' && null },
    { style: 'font-style=normal', clearMark: (m) => m.type.name === 'italic' },
    { style: 'font-style=italic' },
  ],
  toDOM: () => ['em', 0],
  ...wrappingMarkMarkdown('emphasis', 'italic', { open: '*', close: '*', flanked: true }),
}));

/** `*text*` or `_text_` (not the start of `**`). */
export const italicInputRules = [
  markInputRule(/(?:^|[^*])(\*([^*\s](?:[^*]*[^*\s])?)\*)$/, 'italic'),
  markInputRule(/(?:^|\s)(_([^_\s](?:[^_]*[^_\s])?)_)$/, 'italic'),
];

export const italicKeymap = $shortcut((ctx) => ({ 'Mod-i': toggleMark(italicMark.type(ctx)), 'Mod-I': toggleMark(italicMark.type(ctx)) }));
