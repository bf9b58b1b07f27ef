import { textblockTypeInputRule } from '@milkdown/kit/prose/inputrules';
import type { Command } from '@milkdown/kit/prose/state';
import { $inputRule, $node } from '@milkdown/kit/utils';
import { selectedTextblocks, setTextblock } from '../commands/blocks';
import { declined } from '../markdown/decline';
import type { FastBlockMarkdown } from '../markdown/fast-writer';
import { num } from '../markdown/mdast';
import { serializeInline } from './paragraph';

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export const clampLevel = (value: unknown) => Math.min(6, Math.max(1, Math.round(Number(value) || 1)));

export const headingNode = $node('heading', () => ({
  content: 'inline*',
  group: 'block',
  defining: true,
  attrs: { level: { default: 1 } },
  parseDOM: HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
  toDOM: (node) => [`h${clampLevel(node.attrs.level)}`, 0],
  parseMarkdown: {
    match: ({ type }) => type === 'heading',
    runner: (state, node, type) => {
      state.openNode(type, { level: clampLevel(num(node, 'depth')) });
      state.next(node.children ?? []);
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'heading',
    runner: (state, node) => {
      state.openNode('heading', undefined, { depth: clampLevel(node.attrs.level), children: [] });
      serializeInline(state, node);
      state.closeNode();
    },
  },
  fastMarkdown: {
    mdast: 'heading',
    write: (node, writer) => {
      if (node.content.size === 0) declined();
      node.forEach((child) => child.type.name === 'hardBreak' && declined());
      return `${'#'.repeat(clampLevel(node.attrs.level))} ${writer.inline(node)}`;
    },
  } satisfies FastBlockMarkdown,
}));

/** `# ` to `###### ` at the start of a line. */
export const headingInputRule = $inputRule((ctx) =>
  textblockTypeInputRule(/^(#{1,6})\s$/, headingNode.type(ctx), (match) => ({ level: match[1].length })),
);

/** Heading N, or back to text when every selected block already is one. */
export function toggleHeading(level: number): Command {
  return (state, dispatch) => {
    const { heading, paragraph } = state.schema.nodes;
    const active = selectedTextblocks(state).every((n) => n.type === heading && n.attrs.level === level);
    return active ? setTextblock(paragraph)(state, dispatch) : setTextblock(heading, { level })(state, dispatch);
  };
}
