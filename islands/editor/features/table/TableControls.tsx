import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { EditorView } from '@milkdown/kit/prose/view';
import { editorTableMessages as t } from '../../../../src/domain/messages';
import type { EditorBridge } from '../../bridge';
import { selectColumn, selectRow, setCellsColor, setRowColor, tableMenuCommands } from './menu-commands';
import { useFloating, floatingStyle } from '../../ui/floating';
import { TableMenu, TABLE_TEXT_COLOR, type TableMenuAction } from './TableMenu';
import { useBridgeSelector } from '../../ui/useBridge';

interface Hover {
  cell: HTMLElement;
  table: HTMLElement;
  cellPos: number;
}

interface OpenMenu {
  kind: 'column' | 'row';
  cellPos: number;
  anchor: DOMRect;
}

/** The document position of a table cell element (the cell node's own position). */
function cellPosition(view: EditorView, cell: HTMLElement): number | null {
  try {
    const $pos = view.state.doc.resolve(view.posAtDOM(cell, 0));
    for (let depth = $pos.depth; depth > 0; depth -= 1) {
      const role = $pos.node(depth).type.spec.tableRole;
      if (role === 'cell' || role === 'header_cell') return $pos.before(depth);
    }
  } catch (error) {
    console.error('Table controls: the cell could not be located.', error);
  }
  return null;
}

/**
 * Hover controls (editable only): a bar above the hovered cell's column and one beside its row,
 * hidden when the pointer leaves the table. A bar selects its column or row and opens its menu.
 */
export function TableControls({ bridge }: { bridge: EditorBridge }) {
  const [hover, setHover] = useState<Hover | null>(null);
  // Without a hovered cell nothing is drawn: only the view and editability matter. While a cell is
  // hovered, every state change re-renders, so the bars follow the table as it changes.
  const { view, editable } = useBridgeSelector(bridge, (b) => ({
    view: b.events.view,
    editable: b.canEdit,
    version: hover ? b.events.getVersion() : 0,
  }));
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [, setTick] = useState(0);
  const controls = useRef<HTMLDivElement>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!view || !editable) return undefined;
    const track = (element: Element | null) => {
      const cell = element?.closest('td, th') as HTMLElement | null | undefined;
      if (!cell || !view.dom.contains(cell)) return;
      const table = cell.closest('table');
      const pos = table ? cellPosition(view, cell) : null;
      if (!table || pos === null) return;
      setHover((previous) => (previous?.cell === cell && previous.cellPos === pos ? previous : { cell, table, cellPos: pos }));
    };
    const onMove = (event: MouseEvent) => track(event.target as Element | null);
    const onScroll = () => setTick((n) => n + 1);
    view.dom.addEventListener('mousemove', onMove);
    window.addEventListener('scroll', onScroll, true);
    track(bridge.events.restingPointer()?.element ?? null);
    return () => {
      view.dom.removeEventListener('mousemove', onMove);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [view, editable, bridge]);

  // Hide when the pointer leaves the table, unless it went onto the controls themselves.
  useEffect(() => {
    if (!hover) return undefined;
    const onLeave = (event: MouseEvent) => {
      if (controls.current?.contains(event.relatedTarget as Node | null)) return;
      if (!menu) setHover(null);
    };
    hover.table.addEventListener('mouseleave', onLeave);
    return () => hover.table.removeEventListener('mouseleave', onLeave);
  }, [hover, menu]);

  const closeMenu = useCallback(() => {
    setMenu(null);
    setHover(null);
    bridge.events.view?.focus();
  }, [bridge]);

  const getRect = useMemo(() => (menu ? () => menu.anchor : null), [menu]);
  const position = useFloating(getRect, floating, 'right-start', [menu]);

  if (!view || !bridge.canEdit || !hover || !hover.cell.isConnected) return null;
  const cellRect = hover.cell.getBoundingClientRect();
  const tableRect = hover.table.getBoundingClientRect();

  const open = (kind: 'column' | 'row', anchor: HTMLElement) => {
    const tr = kind === 'column' ? selectColumn(view.state, hover.cellPos) : selectRow(view.state, hover.cellPos);
    view.dispatch(tr);
    setMenu({ kind, cellPos: hover.cellPos, anchor: anchor.getBoundingClientRect() });
  };

  /** The thin bar above a column or beside a row that opens its menu (it keeps the editor's focus). */
  const bar = (kind: 'column' | 'row', label: string, style: CSSProperties) => (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={menu?.kind === kind}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => open(kind, event.currentTarget)}
      className="table-bar fixed z-40 rounded-sm bg-line hover:bg-primary focus-visible:bg-primary"
      style={style}
    />
  );

  const runAction = (action: TableMenuAction) => {
    tableMenuCommands[action](view.state, view.dispatch, view);
    closeMenu();
  };

  const runColor = (background: string | null) => {
    const color = { background, textColor: background ? TABLE_TEXT_COLOR : null };
    (menu?.kind === 'row' ? setRowColor(color) : setCellsColor(color))(view.state, view.dispatch, view);
    closeMenu();
  };

  return (
    <div ref={controls} onMouseLeave={(event) => !menu && !hover.table.contains(event.relatedTarget as Node | null) && setHover(null)}>
      {bar('column', t.columnMenu, { left: cellRect.left + 4, top: tableRect.top - 13, width: Math.max(12, cellRect.width - 8), height: 9 })}
      {bar('row', t.rowMenu, { left: tableRect.left - 13, top: cellRect.top + 4, width: 9, height: Math.max(12, cellRect.height - 8) })}
      {menu && (
        <div ref={setFloating} className="fixed z-50" style={floatingStyle(position)}>
          <TableMenu kind={menu.kind} placed={position !== null} onAction={runAction} onColor={runColor} onClose={closeMenu} />
        </div>
      )}
    </div>
  );
}
