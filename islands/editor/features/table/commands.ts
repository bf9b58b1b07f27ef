/** Table commands: insert and the table keys (the menus' commands come with the menus: menu-commands.ts). */
import { Selection, TextSelection, type Command, type Transaction } from '@milkdown/kit/prose/state';
import { addRowAfter, CellSelection, deleteTable, goToNextCell, isInTable, selectedRect } from '@milkdown/kit/prose/tables';
import { editorLimits } from '../../../../src/domain/constants';
import { createTable } from './node';
import { hasAncestor } from '../../commands/blocks';

/** Inserts a 3 x 3 table with no header row; nothing happens inside a table. */
export const insertTable: Command = (state, dispatch) => {
  if (hasAncestor(state.selection.$from, 'table')) return false;
  const table = createTable(state.schema.nodes, editorLimits.tableDefaultRows, editorLimits.tableDefaultCols);
  const { $from } = state.selection;
  const tr = state.tr;
  let start: number;
  if ($from.parent.isTextblock && $from.parent.content.size === 0 && $from.depth >= 1) {
    start = $from.before();
    tr.replaceWith(start, $from.after(), table);
  } else {
    tr.replaceSelectionWith(table);
    start = tr.mapping.map($from.pos, -1);
  }
  // The cursor goes into the first cell.
  const $inside = tr.doc.resolve(Math.min(tr.doc.content.size, start + 1));
  dispatch?.(tr.setSelection(Selection.findFrom($inside, 1, false) ?? TextSelection.create(tr.doc, start)).scrollIntoView());
  return true;
};

/** Tab goes to the next cell, adding a row after the last one; Shift-Tab goes back. */
const nextCellOrNewRow: Command = (state, dispatch) => {
  if (!isInTable(state)) return false;
  if (goToNextCell(1)(state, dispatch)) return true;
  let added: Transaction | null = null;
  addRowAfter(state, (tr) => {
    added = tr;
  });
  if (!added) return false;
  const tr: Transaction = added;
  let moved: Transaction | null = null;
  goToNextCell(1)(state.apply(tr), (t) => {
    moved = t;
  });
  if (moved) tr.setSelection(TextSelection.create(tr.doc, (moved as Transaction).selection.from, (moved as Transaction).selection.to));
  dispatch?.(tr.scrollIntoView());
  return true;
};

/** Backspace or Delete with every cell selected deletes the table. */
const deleteWholeTable: Command = (state, dispatch) => {
  const selection = state.selection;
  if (!(selection instanceof CellSelection)) return false;
  const rect = selectedRect(state);
  const all = rect.left === 0 && rect.top === 0 && rect.right === rect.map.width && rect.bottom === rect.map.height;
  return all ? deleteTable(state, dispatch) : false;
};

/** ArrowDown in the last row leaves the table (creating a paragraph after it if needed); ArrowUp in the first row likewise above. */
function leaveTable(direction: 1 | -1): Command {
  return (state, dispatch) => {
    if (!isInTable(state) || !state.selection.empty) return false;
    const { $head } = state.selection;
    let depth = $head.depth;
    while (depth > 0 && $head.node(depth).type.name !== 'table') depth -= 1;
    if (depth === 0) return false;
    const rowDepth = depth + 1;
    const rowIndex = $head.index(depth);
    const table = $head.node(depth);
    if (direction === 1 ? rowIndex !== table.childCount - 1 : rowIndex !== 0) return false;
    // Only from the last (first) line of the cell.
    const cell = $head.node(rowDepth + 1);
    const inCell = $head.index(rowDepth + 1);
    if (direction === 1 ? inCell !== cell.childCount - 1 : inCell !== 0) return false;
    const tableStart = $head.before(depth);
    const tableEnd = $head.after(depth);
    const tr = state.tr;
    if (direction === 1) {
      const $after = tr.doc.resolve(tableEnd);
      if (!$after.nodeAfter?.isTextblock) tr.insert(tableEnd, state.schema.nodes.paragraph.create());
      dispatch?.(tr.setSelection(TextSelection.create(tr.doc, tableEnd + 1)).scrollIntoView());
    } else {
      const $before = tr.doc.resolve(tableStart);
      if (!$before.nodeBefore?.isTextblock) {
        tr.insert(tableStart, state.schema.nodes.paragraph.create());
        dispatch?.(tr.setSelection(TextSelection.create(tr.doc, tableStart + 1)).scrollIntoView());
      } else {
        dispatch?.(tr.setSelection(TextSelection.create(tr.doc, tableStart - 1)).scrollIntoView());
      }
    }
    return true;
  };
}

export const tableKeys: Record<string, Command> = {
  Tab: nextCellOrNewRow,
  'Shift-Tab': goToNextCell(-1),
  Backspace: deleteWholeTable,
  'Mod-Backspace': deleteWholeTable,
  Delete: deleteWholeTable,
  'Mod-Delete': deleteWholeTable,
  ArrowDown: leaveTable(1),
  ArrowUp: leaveTable(-1),
};
