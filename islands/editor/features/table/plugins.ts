import { Plugin, PluginKey, Selection } from '@milkdown/kit/prose/state';
import { CellSelection, columnResizing, tableEditing, TableView } from '@milkdown/kit/prose/tables';
import { $prose, $shortcut, $view } from '@milkdown/kit/utils';
import { editorLimits } from '../../../../src/domain/constants';
import { tableKeys } from './commands';
import { tableNode } from './node';

/** Column widths render in the editor and the viewer alike (a colgroup from the cells' colwidth). */
export const tableView = $view(tableNode, () => (node) => new TableView(node, editorLimits.tableCellMinWidth));

/** Column resize (handle 5 px, cells at least 100 px, last column too) — editable only. */
export const tableResizing = $prose(() =>
  columnResizing({ handleWidth: editorLimits.tableResizeHandleWidth, cellMinWidth: editorLimits.tableCellMinWidth, defaultCellMinWidth: editorLimits.tableCellMinWidth, lastColumnResizable: true }),
);

/** Cell selection, table node selection, and the fixes that keep tables rectangular. */
export const tableEditingPlugin = $prose(() => tableEditing({ allowTableNodeSelection: true }));

export const tableKeymap = $shortcut(() =>
  Object.fromEntries(Object.entries(tableKeys).map(([key, command]) => [key, { key, onRun: () => command, priority: 80 }])),
);

/**
 * A plain press leaves a cell selection at once, where it lands. ProseMirror otherwise learns of the
 * new caret only from the browser's selectionchange, and its focus handler may first write the
 * cell selection back into the DOM (20 ms after focus): a key typed in that window replaced the
 * selected cells (a whole row, after its menu) instead of landing where the user clicked.
 * Shift-press still extends the cell selection (tableEditing); a drag from here selects cells anew.
 */
export const leaveCellSelectionOnPress = $prose(() => new Plugin({
  key: new PluginKey('planeLeaveCellSelection'),
  props: {
    handleDOMEvents: {
      mousedown(view, event) {
        if (event.button !== 0 || event.shiftKey || !(view.state.selection instanceof CellSelection)) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) view.dispatch(view.state.tr.setSelection(Selection.near(view.state.doc.resolve(at.pos))));
        // ProseMirror's own press handling goes on (caret, node selection, drags).
        return false;
      },
    },
  },
}));
