import type { Attrs, MarkType } from '@milkdown/kit/prose/model';
import type { MarkdownNode, ParserState } from '@milkdown/kit/transformer';

/**
 * The marks each parse has open, outermost first. Milkdown's parser keeps one current mark set:
 * opening inline code (which excludes every other mark) drops the enclosing bold, italic, strike
 * or link from it, and closing the code does not bring them back, so in `**a `c` b**` the "b"
 * would lose its bold. Remembering what is open lets the code mark restore it.
 */
const openMarks = new WeakMap<ParserState, Array<{ type: MarkType; attrs?: Attrs }>>();

/**
 * Parses a node's children inside a mark. A mark of the same type already open (`__a __b__ c__`)
 * just goes on: ProseMirror holds one bold over the whole run, and closing the inner one would end
 * the outer one early (Milkdown's parser removes the mark type on close).
 */
export function parseInsideMark(state: ParserState, type: MarkType, children: MarkdownNode[], attrs?: Attrs): void {
  let stack = openMarks.get(state);
  if (!stack) {
    stack = [];
    openMarks.set(state, stack);
  }
  if (stack.some((open) => open.type === type)) {
    state.next(children);
    return;
  }
  stack.push({ type, attrs });
  state.openMark(type, attrs);
  try {
    state.next(children);
  } finally {
    state.closeMark(type);
    stack.pop();
  }
}

/** Adds text under a mark that excludes the others, then puts back the marks it pushed out. */
export function addExclusiveMarkText(state: ParserState, type: MarkType, text: string): void {
  state.openMark(type);
  state.addText(text);
  state.closeMark(type);
  for (const open of openMarks.get(state) ?? []) state.openMark(open.type, open.attrs);
}
