import { toggleMark } from '@milkdown/kit/prose/commands';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { markInputRule } from './mark-input-rule';
import { wrappingMarkMarkdown } from './markdown-mark';

export const boldMark = $mark('bold', () => ({
  parseDOM: [
    { tag: 'strong' },
    // Google Docs wraps pasted content in <b style="font-weight:normal">.
    { tag: 'b', getAttrs: (node: HTMLElement) => node.style.fontWeight !== 'normal' && null },
    { style: 'font-weight=400', clearMark: (m) => m.type.name === 'bold' },
    { style: 'font-weight', getAttrs: (value: string) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
  ],
  toDOM: () => ['strong', 0],
  ...wrappingMarkMarkdown('strong', 'bold', { open: '**', close: '**', flanked: true }),
}));

/** `**text**` or `__text__`. */
export const boldInputRules = [
  markInputRule(/(?:^|\s)(\*\*([^*\s](?:[^*]*[^*\s])?)\*\*)$/, 'bold'),
  markInputRule(/(?:^|\s)(__([^_\s](?:[^_]*[^_\s])?)__)$/, 'bold'),
];

export const boldKeymap = $shortcut((ctx) => ({ 'Mod-b': toggleMark(boldMark.type(ctx)), 'Mod-B': toggleMark(boldMark.type(ctx)) }));
