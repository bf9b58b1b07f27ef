import { toggleMark } from '@milkdown/kit/prose/commands';
import { withTextMark } from './with-mark';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { parseInsideMark } from './parse-mark';

/** Markdown has no underline: it is written as `<u>…</u>` and read back by the remark plugin. */
export const underlineMark = $mark('underline', () => ({
  parseDOM: [{ tag: 'u' }, { tag: 'ins' }, { style: 'text-decoration', getAttrs: (value: string) => value.includes('underline') && null }],
  toDOM: () => ['u', 0],
  parseMarkdown: {
    match: (node) => node.type === 'underline',
    runner: (state, node, markType) => {
      parseInsideMark(state, markType, node.children ?? []);
    },
  },
  toMarkdown: {
    match: (mark) => mark.type.name === 'underline',
    runner: (state, mark, node) => {
      withTextMark(state, mark, node, 'underline');
    },
  },
}));

export const underlineKeymap = $shortcut((ctx) => ({ 'Mod-u': toggleMark(underlineMark.type(ctx)), 'Mod-U': toggleMark(underlineMark.type(ctx)) }));
