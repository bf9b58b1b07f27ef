import { InputRule } from '@milkdown/kit/prose/inputrules';
import { TextSelection, type Command } from '@milkdown/kit/prose/state';
import { $inputRule, $node } from '@milkdown/kit/utils';
import type { FastBlockMarkdown } from '../markdown/fast-writer';
import { leafMarkdown } from './leaf-markdown';

export const horizontalRuleNode = $node('horizontalRule', () => ({
  group: 'block',
  parseDOM: [{ tag: 'hr' }],
  toDOM: () => ['hr'],
  ...leafMarkdown('thematicBreak', 'horizontalRule'),
  // Right under a paragraph's line, `---` would make that line a heading.
  fastMarkdown: { mdast: 'thematicBreak', interruptsParagraph: () => false, write: () => '---' } satisfies FastBlockMarkdown,
}));

/**
 * `---` (typed as "—-" once the em-dash rule has turned "--" into "—"), `___ ` and `*** ` on an
 * empty line make a divider; the cursor lands in a paragraph below it.
 */
export const horizontalRuleInputRule = $inputRule(
  (ctx) =>
    new InputRule(/^(?:---|—-|___\s|\*\*\*\s)$/, (state, _match, start, end) => {
      const $start = state.doc.resolve(start);
      if ($start.parent.type.name !== 'paragraph' || $start.depth < 1) return null;
      const from = $start.before();
      const to = $start.after();
      if ($start.parent.content.size !== end - start) return null;
      const hr = horizontalRuleNode.type(ctx).create();
      const paragraph = state.schema.nodes.paragraph.create();
      const tr = state.tr.replaceWith(from, to, [hr, paragraph]);
      return tr.setSelection(TextSelection.create(tr.doc, from + hr.nodeSize + 1));
    }),
);

/** A divider at the cursor, with the cursor in a paragraph right below it. */
export const insertDivider: Command = (state, dispatch) => {
  const { horizontalRule, paragraph } = state.schema.nodes;
  const { $from } = state.selection;
  const tr = state.tr;
  let below: number;
  if (state.selection.empty && $from.parent.isTextblock && $from.parent.content.size === 0 && $from.depth >= 1) {
    // An empty line (what is left after "/divider") becomes the divider itself.
    const start = $from.before();
    tr.replaceWith(start, $from.after(), [horizontalRule.create(), paragraph.create()]);
    below = start + 1 + 1;
  } else {
    tr.replaceSelectionWith(horizontalRule.create());
    const after = tr.selection.from;
    const $after = tr.doc.resolve(after);
    if (!$after.parent.isTextblock && !$after.nodeAfter?.isTextblock) tr.insert(after, paragraph.create());
    below = after;
  }
  dispatch?.(tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(below, tr.doc.content.size)))).scrollIntoView());
  return true;
};
