/**
 * Block commands shared by the slash menu, the toolbar's block dropdown and the keymaps. They work
 * on node type names, so they need nothing but the editor state.
 */
import { setBlockType, wrapIn } from '@milkdown/kit/prose/commands';
import type { Node, NodeType, ResolvedPos } from '@milkdown/kit/prose/model';
import { liftListItem, wrapInList } from '@milkdown/kit/prose/schema-list';
import { TextSelection, type Command, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { liftTarget } from '@milkdown/kit/prose/transform';
import { toggleMark } from '@milkdown/kit/prose/commands';

export const LIST_TYPES = ['bulletList', 'orderedList', 'taskList'] as const;
export type ListTypeName = (typeof LIST_TYPES)[number];

const itemTypeFor = (list: ListTypeName) => (list === 'taskList' ? 'taskItem' : 'listItem');

/** The innermost list around a position, with its depth. */
export function findParentList($pos: ResolvedPos): { node: Node; depth: number; pos: number } | null {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if ((LIST_TYPES as readonly string[]).includes(node.type.name)) return { node, depth, pos: $pos.before(depth) };
  }
  return null;
}

export function hasAncestor($pos: ResolvedPos, name: string): boolean {
  for (let depth = $pos.depth; depth > 0; depth -= 1) if ($pos.node(depth).type.name === name) return true;
  return false;
}

/** Lifts every selected block out of its lists and quotes, leaving plain top-level blocks. */
function liftOutOfWrappers(tr: Transaction): Transaction {
  for (let round = 0; round < 12; round += 1) {
    const { $from, $to } = tr.selection;
    const range = $from.blockRange($to);
    if (!range) break;
    const target = liftTarget(range);
    if (target === null) break;
    tr.lift(range, target);
  }
  return tr;
}

/** Sets the selected textblocks to `type` (out of any list or quote first). */
export function setTextblock(type: NodeType, attrs: Record<string, unknown> | null = null): Command {
  return (state, dispatch) => {
    const tr = liftOutOfWrappers(state.tr);
    const { from, to } = tr.selection;
    tr.setBlockType(from, to, type, attrs);
    if (!tr.docChanged && !setBlockType(type, attrs)(state)) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Heading N, or back to text when every selected block already is one. */
export function toggleHeading(level: number): Command {
  return (state, dispatch) => {
    const { heading, paragraph } = state.schema.nodes;
    const active = selectedTextblocks(state).every((n) => n.type === heading && n.attrs.level === level);
    return active ? setTextblock(paragraph)(state, dispatch) : setTextblock(heading, { level })(state, dispatch);
  };
}

export function selectedTextblocks(state: EditorState): Node[] {
  const blocks: Node[] = [];
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node) => {
    if (node.isTextblock) {
      blocks.push(node);
      return false;
    }
    return true;
  });
  if (!blocks.length && state.selection.$from.parent.isTextblock) blocks.push(state.selection.$from.parent);
  return blocks;
}

/** Turns the current list into another kind in place, converting its items (one replace step). */
function convertList(tr: Transaction, list: { node: Node; pos: number }, target: ListTypeName): Transaction {
  const schema = tr.doc.type.schema;
  const itemType = schema.nodes[itemTypeFor(target)];
  const items: Node[] = [];
  list.node.forEach((item) => items.push(item.type === itemType ? item : itemType.create(itemType.name === 'taskItem' ? { checked: false } : null, item.content)));
  const replacement = schema.nodes[target].create(target === 'orderedList' ? { start: 1 } : null, items);
  const { from, to } = tr.selection;
  tr.replaceWith(list.pos, list.pos + list.node.nodeSize, replacement);
  // Item and list sizes are unchanged, so the selection keeps its positions.
  return tr.setSelection(TextSelection.create(tr.doc, from, to));
}

/** Bullet, numbered or to-do list: wraps, converts the current list, or lifts out of the same kind. */
export function toggleList(target: ListTypeName): Command {
  return (state, dispatch) => {
    const schema = state.schema;
    const list = findParentList(state.selection.$from);
    if (list && list.node.type.name === target) {
      return liftListItem(schema.nodes[itemTypeFor(target)])(state, dispatch);
    }
    if (list) {
      dispatch?.(convertList(state.tr, list, target).scrollIntoView());
      return true;
    }
    // List items start with a paragraph: headings and code become text before wrapping.
    let current = state;
    const tr = state.tr;
    const { from, to } = tr.selection;
    tr.setBlockType(from, to, schema.nodes.paragraph);
    if (tr.docChanged) current = state.apply(tr);
    let wrapped: Transaction | null = null;
    const ok = wrapInList(schema.nodes[target])(current, (t) => {
      wrapped = t;
    });
    if (!ok || !wrapped) return false;
    if (dispatch) {
      const combined = state.tr;
      tr.steps.forEach((step) => combined.step(step));
      (wrapped as Transaction).steps.forEach((step) => combined.step(step));
      combined.setSelection(TextSelection.create(combined.doc, (wrapped as Transaction).selection.from, (wrapped as Transaction).selection.to));
      dispatch(combined.scrollIntoView());
    }
    return true;
  };
}

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

/** A code block becomes one paragraph per line. */
function codeBlockToParagraphs(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  const { $from } = state.selection;
  const code = $from.parent;
  const paragraph = state.schema.nodes.paragraph;
  const lines = code.textContent.split('\n');
  const blocks = lines.map((line) => paragraph.create(null, line ? state.schema.text(line) : null));
  const start = $from.before();
  const tr = state.tr.replaceWith(start, $from.after(), blocks);
  dispatch?.(tr.setSelection(TextSelection.create(tr.doc, start + 1)).scrollIntoView());
  return true;
}

/** The selected lines, fenced into one code block. */
function fenceSelection(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  const tr = liftOutOfWrappers(state.tr);
  const { $from, $to } = tr.selection;
  const range = $from.blockRange($to);
  if (!range) return false;
  const text = tr.doc.textBetween(range.start, range.end, '\n', '\n');
  const code = state.schema.nodes.codeBlock.create(null, text ? state.schema.text(text) : null);
  tr.replaceWith(range.start, range.end, code);
  dispatch?.(tr.setSelection(TextSelection.create(tr.doc, range.start + 1)).scrollIntoView());
  return true;
}

/** Mod-Alt-c and the slash item: a code block on, or back to paragraphs. */
export const toggleCodeBlock: Command = (state, dispatch) => {
  if (state.selection.$from.parent.type.name === 'codeBlock') return codeBlockToParagraphs(state, dispatch);
  if (selectedTextblocks(state).length > 1) return fenceSelection(state, dispatch);
  return setTextblock(state.schema.nodes.codeBlock)(state, dispatch);
};

/**
 * The toolbar's "Code" (REFERENCE section 3): inside a code block each line becomes a paragraph;
 * an empty selection toggles a code block; several lines are fenced; one line toggles inline code.
 */
export const toolbarCode: Command = (state, dispatch) => {
  const { selection } = state;
  if (selection.$from.parent.type.name === 'codeBlock') return codeBlockToParagraphs(state, dispatch);
  if (selection.empty) return setTextblock(state.schema.nodes.codeBlock)(state, dispatch);
  if (selectedTextblocks(state).length > 1) return fenceSelection(state, dispatch);
  return toggleMark(state.schema.marks.code)(state, dispatch);
};

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
