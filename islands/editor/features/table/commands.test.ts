import { describe, expect, it } from 'vitest';
import { TextSelection } from '@milkdown/kit/prose/state';
import { CellSelection } from '@milkdown/kit/prose/tables';
import { mountEditor } from '../../test-utils';
import { insertTable, tableKeys } from './commands';
import { selectColumn, selectRow, setCellsColor, setRowColor, tableMenuCommands } from './menu-commands';
import { runCommand } from '../../commands/registry';

async function withTable() {
  const created = await mountEditor('');
  const { view } = created;
  insertTable(view.state, view.dispatch);
  return { ...created, md: () => created.codec.toMarkdown(view.state.doc), json: () => created.codec.toJSON(view.state.doc) };
}

const shape = (json: ReturnType<Awaited<ReturnType<typeof withTable>>['json']>) =>
  json.content![0].content!.map((row) => row.content!.map((cell) => cell.type));

describe('tables', () => {
  it('the slash item inserts a 3 x 3 table with no header row, cursor in the first cell', async () => {
    const { view, json } = await mountEditor('').then((c) => ({ ...c, json: () => c.codec.toJSON(c.view.state.doc) }));
    expect(runCommand(view, 'table')).toBe(true);
    expect(shape(json())).toEqual([['tableCell', 'tableCell', 'tableCell'], ['tableCell', 'tableCell', 'tableCell'], ['tableCell', 'tableCell', 'tableCell']]);
    expect(view.state.selection.$from.node(-1).type.name).toBe('tableCell');
    expect(runCommand(view, 'table')).toBe(false);
  });

  it('Tab walks the cells and adds a row after the last one; Shift-Tab goes back', async () => {
    const { view, json } = await withTable();
    for (let i = 0; i < 8; i += 1) expect(tableKeys.Tab(view.state, view.dispatch)).toBe(true);
    expect(shape(json())).toHaveLength(3);
    expect(tableKeys.Tab(view.state, view.dispatch)).toBe(true);
    expect(shape(json())).toHaveLength(4);
    expect(tableKeys['Shift-Tab'](view.state, view.dispatch)).toBe(true);
  });

  it('column and row menu commands', async () => {
    const { view, json } = await withTable();
    const cell = view.state.selection.$from.before(-1);
    view.dispatch(selectColumn(view.state, cell));
    expect(view.state.selection).toBeInstanceOf(CellSelection);
    tableMenuCommands.toggleColumnHeader(view.state, view.dispatch);
    expect(shape(json()).map((row) => row[0])).toEqual(['tableHeader', 'tableHeader', 'tableHeader']);
    tableMenuCommands.addColumnAfter(view.state, view.dispatch);
    expect(shape(json())[0]).toHaveLength(4);
    tableMenuCommands.deleteColumn(view.state, view.dispatch);
    expect(shape(json())[0]).toHaveLength(3);
    view.dispatch(selectRow(view.state, cell));
    tableMenuCommands.addRowBelow(view.state, view.dispatch);
    expect(shape(json())).toHaveLength(4);
    tableMenuCommands.deleteRow(view.state, view.dispatch);
    expect(shape(json())).toHaveLength(3);
  });

  it('column colour goes on the selected cells, row colour on the row; None clears', async () => {
    const { view, json, codec } = await withTable();
    const cell = view.state.selection.$from.before(-1);
    view.dispatch(selectColumn(view.state, cell));
    setCellsColor({ background: '#D9E4FF', textColor: '#171717' })(view.state, view.dispatch);
    const rows = json().content![0].content!;
    expect(rows.map((row) => row.content![0].attrs)).toEqual(new Array(3).fill(expect.objectContaining({ background: '#D9E4FF', textColor: '#171717' })));
    expect(rows[0].content![1].attrs).toMatchObject({ background: null });
    view.dispatch(selectRow(view.state, cell));
    setRowColor({ background: '#FFEDD5', textColor: '#171717' })(view.state, view.dispatch);
    expect(json().content![0].content![0].attrs).toEqual({ background: '#FFEDD5', textColor: '#171717' });
    setRowColor({ background: null, textColor: null })(view.state, view.dispatch);
    expect(json().content![0].content![0].attrs).toEqual({ background: null, textColor: null });
    expect(codec.toHTML(view.state.doc)).toContain('background-color');
  });

  it('with every cell selected, Backspace deletes the table', async () => {
    const { view, json } = await withTable();
    const cells: number[] = [];
    view.state.doc.descendants((node, pos) => {
      if (node.type.spec.tableRole === 'cell') cells.push(pos);
      return node.type.spec.tableRole !== 'cell';
    });
    view.dispatch(view.state.tr.setSelection(CellSelection.create(view.state.doc, cells[0], cells[cells.length - 1])));
    expect(tableKeys.Backspace(view.state, view.dispatch)).toBe(true);
    expect(json().content!.some((node) => node.type === 'table')).toBe(false);
  });

  it('ArrowDown in the last row leaves the table into a new paragraph', async () => {
    const { view } = await withTable();
    const end = view.state.doc.firstChild!.nodeSize - 4;
    view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(end), -1)));
    expect(tableKeys.ArrowDown(view.state, view.dispatch)).toBe(true);
    expect(view.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(view.state.selection.$from.depth).toBe(1);
  });
});
