/** Reads what the selection toolbar needs from the editor state. */
import type { Node } from '@milkdown/kit/prose/model';
import { NodeSelection, type EditorState } from '@milkdown/kit/prose/state';
import { CellSelection } from '@milkdown/kit/prose/tables';
import type { BlockType, SelectionContext } from '../../../../src/domain/editor/toolbar';
import { hasAncestor, selectedTextblocks } from '../../commands/blocks';
import { findParentList } from '../../nodes/lists';

export function selectionContext(state: EditorState): SelectionContext | null {
  const { selection } = state;
  if (selection instanceof NodeSelection) {
    return selection.node.type.name === 'image' ? { kind: 'image', inInlineCode: false } : null;
  }
  if (selection.empty || selection instanceof CellSelection) return null;
  const { $from } = selection;
  if ($from.parent.type.name === 'codeBlock') return { kind: 'code-block', inInlineCode: false };
  return { kind: hasAncestor($from, 'table') ? 'table' : 'text', inInlineCode: allInlineCode(state) };
}

function allInlineCode(state: EditorState): boolean {
  const { from, to } = state.selection;
  const code = state.schema.marks.code;
  let sawText = false;
  let all = true;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return true;
    sawText = true;
    if (!code.isInSet(node.marks)) all = false;
    return false;
  });
  return sawText && all;
}

function blockTypeOf(block: Node, state: EditorState, pos: number): BlockType {
  if (block.type.name === 'heading') return `h${Math.min(6, Math.max(1, Number(block.attrs.level)))}` as BlockType;
  if (block.type.name === 'codeBlock') return 'code';
  const $pos = state.doc.resolve(pos);
  const list = findParentList($pos)?.node.type.name;
  if (list === 'taskList') return 'to-do-list';
  if (list === 'orderedList') return 'numbered-list';
  if (list === 'bulletList') return 'bulleted-list';
  if (hasAncestor($pos, 'blockquote')) return 'quote';
  return 'text';
}

/** The block types under the selection (one entry per textblock). */
export function activeBlockTypes(state: EditorState): BlockType[] {
  const { from, to } = state.selection;
  const types: BlockType[] = [];
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.isTextblock) {
      types.push(blockTypeOf(node, state, pos + 1));
      return false;
    }
    return true;
  });
  if (!types.length && selectedTextblocks(state).length) types.push(blockTypeOf(state.selection.$from.parent, state, state.selection.from));
  return types;
}
