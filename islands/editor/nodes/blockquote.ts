import { lift, wrapIn } from '@milkdown/kit/prose/commands';
import { wrappingInputRule } from '@milkdown/kit/prose/inputrules';
import { TextSelection, type Command, type Transaction } from '@milkdown/kit/prose/state';
import { liftTarget } from '@milkdown/kit/prose/transform';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import { hasAncestor, liftOutOfWrappers } from '../commands/blocks';
import type { FastBlockMarkdown } from '../markdown/fast-writer';

export const blockquoteNode = $node('blockquote', () => ({
  content: 'block+',
  group: 'block',
  defining: true,
  parseDOM: [{ tag: 'blockquote' }],
  toDOM: () => ['blockquote', 0],
  parseMarkdown: {
    match: ({ type }) => type === 'blockquote',
    runner: (state, node, type) => {
      state.openNode(type).next(node.children ?? []).closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'blockquote',
    runner: (state, node) => {
      state.openNode('blockquote').next(node.content).closeNode();
    },
  },
  fastMarkdown: {
    mdast: 'blockquote',
    write: (node, writer) =>
      writer
        .flow(node, false)
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n'),
  } satisfies FastBlockMarkdown,
}));

/** `> ` at the start of a line. */
export const blockquoteInputRule = $inputRule((ctx) => wrappingInputRule(/^\s*>\s$/, blockquoteNode.type(ctx)));

/** The slash menu's Quote: wraps the blocks in a quote, or lifts them out of the one they are in. */
export const toggleBlockquote: Command = (state, dispatch) => {
  const { $from, $to } = state.selection;
  const quoteType = state.schema.nodes.blockquote;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type === quoteType) {
      const range = $from.blockRange($to, (node) => node.type === quoteType);
      const target = range && liftTarget(range);
      if (!range || target === null || target === undefined) return false;
      dispatch?.(state.tr.lift(range, target).scrollIntoView());
      return true;
    }
  }
  return wrapIn(quoteType)(state, dispatch);
};

/** The toolbar's Quote: the selected blocks leave any list and become a quote (or leave the quote). */
export const setQuote: Command = (state, dispatch) => {
  if (hasAncestor(state.selection.$from, 'blockquote')) return toggleBlockquote(state, dispatch);
  const lifted = state.apply(liftOutOfWrappers(state.tr));
  let wrapped: Transaction | null = null;
  if (!wrapIn(state.schema.nodes.blockquote)(lifted, (t) => {
    wrapped = t;
  }) || !wrapped) return false;
  if (dispatch) {
    const tr = liftOutOfWrappers(state.tr);
    (wrapped as Transaction).steps.forEach((step) => tr.step(step));
    dispatch(tr.setSelection(TextSelection.create(tr.doc, (wrapped as Transaction).selection.from, (wrapped as Transaction).selection.to)).scrollIntoView());
  }
  return true;
};

/** Enter on an empty paragraph that ends a quote leaves the quote. */
const exitQuote: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph' || $from.parent.content.size > 0 || $from.depth < 2) return false;
  if ($from.node(-1).type.name !== 'blockquote' || $from.index(-1) !== $from.node(-1).childCount - 1) return false;
  return lift(state, dispatch);
};

/** Right after the list items' Enter (60): an empty line in a quote's list item splits the item first. */
export const blockquoteKeymap = $shortcut(() => ({ Enter: { key: 'Enter', onRun: () => exitQuote, priority: 59 } }));
