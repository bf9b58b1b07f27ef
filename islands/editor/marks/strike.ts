import { toggleMark } from '@milkdown/kit/prose/commands';
import { withTextMark } from './with-mark';
import { $mark, $shortcut } from '@milkdown/kit/utils';
import { markInputRule } from './mark-input-rule';
import { parseInsideMark } from './parse-mark';

export const strikeMark = $mark('strike', () => ({
  parseDOM: [
    { tag: 's' },
    { tag: 'del' },
    { tag: 'strike' },
    { style: 'text-decoration', getAttrs: (value: string) => value.includes('line-through') && null },
  ],
  toDOM: () => ['s', 0],
  parseMarkdown: {
    match: (node) => node.type === 'delete',
    runner: (state, node, markType) => {
      parseInsideMark(state, markType, node.children ?? []);
    },
  },
  toMarkdown: {
    match: (mark) => mark.type.name === 'strike',
    runner: (state, mark, node) => {
      withTextMark(state, mark, node, 'delete');
    },
  },
}));

/** `~~text~~`. */
export const strikeInputRules = [markInputRule(/(?:^|\s)(~~([^~\s](?:[^~]*[^~\s])?)~~)$/, 'strike')];

export const strikeKeymap = $shortcut((ctx) => ({ 'Mod-Shift-s': toggleMark(strikeMark.type(ctx)), 'Mod-Shift-S': toggleMark(strikeMark.type(ctx)) }));
