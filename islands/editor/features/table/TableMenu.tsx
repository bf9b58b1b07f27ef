import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TABLE_COLORS } from '../../../../src/domain/constants';
import { editorTableMessages as t } from '../../../../src/domain/messages';
import { cn } from '../../../ui/cn';

export type TableMenuAction =
  | 'toggleColumnHeader' | 'addColumnBefore' | 'addColumnAfter' | 'deleteColumn'
  | 'toggleRowHeader' | 'addRowAbove' | 'addRowBelow' | 'deleteRow';

const COLUMN_ITEMS: Array<[TableMenuAction | 'color', string]> = [
  ['toggleColumnHeader', t.toggleColumnHeader], ['addColumnBefore', t.addColumnBefore], ['addColumnAfter', t.addColumnAfter],
  ['color', t.pickColor], ['deleteColumn', t.deleteColumn],
];
const ROW_ITEMS: Array<[TableMenuAction | 'color', string]> = [
  ['toggleRowHeader', t.toggleRowHeader], ['addRowAbove', t.addRowAbove], ['addRowBelow', t.addRowBelow],
  ['color', t.pickColor], ['deleteRow', t.deleteRow],
];

/** The text colour written with a background: the swatches' own dark text, readable in both themes. */
export const TABLE_TEXT_COLOR = '#171717';

export interface TableMenuProps {
  kind: 'column' | 'row';
  /** Opens straight on the colour grid (stories). */
  initialColors?: boolean;
  /**
   * False while the menu is still hidden for want of a position: a hidden item cannot take focus,
   * so the first item is focused once placed (and Escape and the arrows reach the menu).
   */
  placed?: boolean;
  onAction: (action: TableMenuAction) => void;
  onColor: (background: string | null) => void;
  onClose: () => void;
}

/**
 * The column or row menu beside a hover bar (REFERENCE section 3, Tables). Arrow keys move, Escape
 * closes; "Pick color" opens the colour grid: Blue, Orange, Grey, Yellow, Green, Red, Pink, Purple, None.
 */
export function TableMenu({ kind, initialColors = false, placed = true, onAction, onColor, onClose }: TableMenuProps) {
  const [colors, setColors] = useState(initialColors);
  const menu = useRef<HTMLDivElement>(null);
  const items = kind === 'column' ? COLUMN_ITEMS : ROW_ITEMS;

  useEffect(() => {
    if (placed) menu.current?.querySelector<HTMLElement>(colors ? '[data-swatch]' : '[role="menuitem"]')?.focus();
  }, [colors, placed]);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onDown, true);
    return () => document.removeEventListener('mousedown', onDown, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusables = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
      focusables[(index + step + focusables.length) % focusables.length]?.focus();
    }
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={kind === 'column' ? t.columnMenu : t.rowMenu}
      onKeyDown={onKeyDown}
      className="w-56 rounded-lg border border-line bg-surface p-1 text-sm shadow-lg"
    >
      {items.map(([action, label]) =>
        action === 'color' ? (
          <div key="color">
            <button
              type="button"
              role="menuitem"
              aria-expanded={colors}
              onClick={() => setColors((open) => !open)}
              className="flex w-full items-center justify-between rounded-md px-2 py-1.5 text-left text-fg hover:bg-surface-2 focus:bg-surface-2 focus:outline-none"
            >
              {label}
              <span aria-hidden>{colors ? '▾' : '▸'}</span>
            </button>
            {colors && (
              <div role="group" aria-label={t.pickColor} className="grid grid-cols-6 gap-1 p-1.5">
                {TABLE_COLORS.map((color) => {
                  const none = color.background === 'none';
                  return (
                    <button
                      key={color.name}
                      type="button"
                      role="menuitem"
                      data-swatch
                      aria-label={t.colorSwatch(color.name)}
                      title={color.name}
                      onClick={() => onColor(none ? null : color.background)}
                      className={cn(
                        'flex size-7 items-center justify-center rounded border border-line text-xs font-semibold focus:outline-2 focus:outline-primary',
                        none && 'bg-surface text-muted',
                      )}
                      style={none ? undefined : { backgroundColor: color.background, color: TABLE_TEXT_COLOR }}
                    >
                      {none ? (
                        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="12" cy="12" r="9" /><path d="m5.6 5.6 12.8 12.8" /></svg>
                      ) : (
                        'A'
                      )}
                    </button>
                  );
                })}
              </div>
            )}
          </div>
        ) : (
          <button
            key={action}
            type="button"
            role="menuitem"
            onClick={() => onAction(action)}
            className={cn(
              'flex w-full items-center rounded-md px-2 py-1.5 text-left hover:bg-surface-2 focus:bg-surface-2 focus:outline-none',
              action.startsWith('delete') ? 'text-danger' : 'text-fg',
            )}
          >
            {label}
          </button>
        ),
      )}
    </div>
  );
}
