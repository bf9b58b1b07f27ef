/** The column and row menus' commands and colours, loaded with the menus (ui/EditingMenus.tsx). */
import type { Node } from '@milkdown/kit/prose/model';
import type { Command, EditorState } from '@milkdown/kit/prose/state';
import {
  addColumnAfter, addColumnBefore, addRowAfter, addRowBefore, CellSelection, deleteColumn, deleteRow,
  isInTable, selectedRect, toggleHeaderColumn, toggleHeaderRow,
} from '@milkdown/kit/prose/tables';

/** Selects a whole column or row (what a click on a hover bar does before its menu opens). */
export function selectColumn(state: EditorState, cellPos: number) {
  const $cell = state.doc.resolve(cellPos);
  return state.tr.setSelection(CellSelection.colSelection($cell));
}

export function selectRow(state: EditorState, cellPos: number) {
  const $cell = state.doc.resolve(cellPos);
  return state.tr.setSelection(CellSelection.rowSelection($cell));
}

export interface TableColor {
  background: string | null;
  textColor: string | null;
}

/** A column colour: background and text colour on every selected cell (header cells have no text colour). */
export function setCellsColor(color: TableColor): Command {
  return (state, dispatch) => {
    if (!isInTable(state)) return false;
    const rect = selectedRect(state);
    const tr = state.tr;
    const seen = new Set<number>();
    for (let row = rect.top; row < rect.bottom; row += 1) {
      for (let col = rect.left; col < rect.right; col += 1) {
        const pos = rect.tableStart + rect.map.map[row * rect.map.width + col];
        if (seen.has(pos)) continue;
        seen.add(pos);
        const cell = tr.doc.nodeAt(pos);
        if (!cell) continue;
        const attrs = cell.type.name === 'tableHeader' ? { ...cell.attrs, background: color.background } : { ...cell.attrs, ...color };
        tr.setNodeMarkup(pos, undefined, attrs);
      }
    }
    dispatch?.(tr);
    return true;
  };
}

/** A row colour: the row's own background and text colour. */
export function setRowColor(color: TableColor): Command {
  return (state, dispatch) => {
    if (!isInTable(state)) return false;
    const rect = selectedRect(state);
    const tr = state.tr;
    let pos = rect.tableStart;
    rect.table.forEach((row: Node, _offset: number, index: number) => {
      if (index >= rect.top && index < rect.bottom) tr.setNodeMarkup(pos, undefined, { ...row.attrs, ...color });
      pos += row.nodeSize;
    });
    dispatch?.(tr);
    return true;
  };
}

export const tableMenuCommands = {
  toggleColumnHeader: toggleHeaderColumn,
  addColumnBefore,
  addColumnAfter,
  deleteColumn,
  toggleRowHeader: toggleHeaderRow,
  addRowAbove: addRowBefore,
  addRowBelow: addRowAfter,
  deleteRow,
} satisfies Record<string, Command>;
