import { toggleMark } from '@milkdown/kit/prose/commands';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { markInputRule } from './mark-input-rule';
import { wrappingMarkMarkdown } from './markdown-mark';

export const strikeMark = $mark('strike', () => ({
  parseDOM: [
    { tag: 's' },
    { tag: 'del' },
    { tag: 'strike' },
    { style: 'text-decoration', getAttrs: (value: string) => value.includes('line-through') && null },
  ],
  toDOM: () => ['s', 0],
  ...wrappingMarkMarkdown('delete', 'strike', { open: '~~', close: '~~', flanked: true }),
}));

/** `~~text~~`. */
export const strikeInputRules = [markInputRule(/(?:^|\s)(~~([^~\s](?:[^~]*[^~\s])?)~~)$/, 'strike')];

export const strikeKeymap = $shortcut((ctx) => ({ 'Mod-Shift-s': toggleMark(strikeMark.type(ctx)), 'Mod-Shift-S': toggleMark(strikeMark.type(ctx)) }));
