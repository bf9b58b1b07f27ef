import { columnResizing, tableEditing, TableView } from '@milkdown/kit/prose/tables';
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
