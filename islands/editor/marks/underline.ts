import { toggleMark } from '@milkdown/kit/prose/commands';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { wrappingMarkMarkdown } from './markdown-mark';

/** Markdown has no underline: it is written as `<u>…</u>` and read back by the remark plugin. */
export const underlineMark = $mark('underline', () => ({
  parseDOM: [{ tag: 'u' }, { tag: 'ins' }, { style: 'text-decoration', getAttrs: (value: string) => value.includes('underline') && null }],
  toDOM: () => ['u', 0],
  ...wrappingMarkMarkdown('underline', 'underline', { open: '<u>', close: '</u>' }),
}));

export const underlineKeymap = $shortcut((ctx) => ({ 'Mod-u': toggleMark(underlineMark.type(ctx)), 'Mod-U': toggleMark(underlineMark.type(ctx)) }));
