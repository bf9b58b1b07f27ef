/**
 * What the node files' block commands share: which blocks the selection covers, whether a position
 * sits inside a given node, and turning the selected blocks into another textblock. They work on
 * node type names, so they need nothing but the editor state.
 */
import { setBlockType } from '@milkdown/kit/prose/commands';
import type { Node, NodeType, ResolvedPos } from '@milkdown/kit/prose/model';
import type { Command, EditorState, Transaction } from '@milkdown/kit/prose/state';
import { liftTarget } from '@milkdown/kit/prose/transform';

export function hasAncestor($pos: ResolvedPos, name: string): boolean {
  for (let depth = $pos.depth; depth > 0; depth -= 1) if ($pos.node(depth).type.name === name) return true;
  return false;
}

/** Lifts every selected block out of its lists and quotes, leaving plain top-level blocks. */
export function liftOutOfWrappers(tr: Transaction): Transaction {
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
