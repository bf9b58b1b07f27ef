import { useCallback, useId, useMemo, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { filterSlashItems, type SlashItem, type SlashKey } from '../../../../src/domain/editor/slash-items';
import { editorMessages } from '../../../../src/domain/messages';
import { cn } from '../../../ui/cn';
import type { EditorBridge } from '../../bridge';
import type { CommandEnvironment } from '../../commands/registry';
import { runSlashItem } from './choose';
import { slashKey } from './plugin';
import { rangeRect, useFloating } from '../../ui/floating';
import { SuggestionPanel } from '../../ui/SuggestionPanel';
import {
  BulletListIcon, CodeIcon, DividerIcon, Heading1Icon, Heading2Icon, Heading3Icon, ImageIcon, NumberedListIcon, QuoteIcon,
  TableIcon, TextIcon, TodoIcon,
} from '../../ui/icons';
import { useListboxKeys } from '../../ui/use-listbox-keys';
import { useBridgeSelector } from '../../ui/useBridge';

const ICONS: Record<SlashKey, ComponentType<SVGProps<SVGSVGElement> & { size?: number }>> = {
  text: TextIcon, heading_1: Heading1Icon, heading_2: Heading2Icon, heading_3: Heading3Icon, todo_list: TodoIcon,
  bullet_list: BulletListIcon, numbered_list: NumberedListIcon, table: TableIcon, quote_block: QuoteIcon,
  code_block: CodeIcon, image: ImageIcon, divider: DividerIcon,
};

export interface SlashMenuProps {
  bridge: EditorBridge;
  env: CommandEnvironment;
  /** Only for stories and tests: a fixed list instead of the filtered catalogue. */
  items?: SlashItem[];
}

/** What the menu shows: it re-renders when the trigger opens, closes, moves or its query changes. */
function selectSlash(bridge: EditorBridge) {
  const view = bridge.events.view;
  const slash = view ? slashKey.getState(view.state) : undefined;
  return { view, active: Boolean(slash?.active), query: slash?.query ?? '', from: slash?.from ?? 0 };
}

/**
 * The "/" menu: a listbox of commands filtered by what follows the slash. Arrow keys cycle with
 * wrap-around, Enter or Tab runs the active item, Escape closes it for this slash.
 */
export function SlashMenu({ bridge, env, items: fixedItems }: SlashMenuProps) {
  const slash = useBridgeSelector(bridge, selectSlash);
  const id = useId();
  const { view } = slash;
  const query = slash.active ? slash.query : null;
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const itemsFor = useCallback((typed: string) => {
    const found = fixedItems ?? filterSlashItems(typed);
    return found.length > 0 ? found : null;
  }, [fixedItems]);

  const select = useCallback(
    (item: SlashItem) => {
      const current = bridge.events.view;
      if (current) runSlashItem(current, item.key, env);
    },
    [bridge, env],
  );

  const { items, activeIndex, setActive } = useListboxKeys({
    bridge, slot: 'slash', pluginKey: slashKey, query, itemsFor, choose: select, optionId: (item) => `${id}-option-${item.key}`, listboxId: `${id}-listbox`, listRef,
  });
  const open = Boolean(view && items);

  const { from } = slash;
  const getRect = useMemo(
    () => (open && view ? () => (view.isDestroyed ? null : rangeRect(view.coordsAtPos(from))) : null),
    [open, view, from],
  );
  const position = useFloating(getRect, floating, 'bottom-start', [from, query]);

  if (!open || !items) return null;
  return (
    <SuggestionPanel floatingRef={setFloating} position={position} width="w-72">
      <div
        ref={listRef}
        id={`${id}-listbox`}
        role="listbox"
        aria-label={editorMessages.slashMenuLabel}
        // Focus stays in the editor (aria-activedescendant) while typing; the list itself can take
        // focus so its scrolled region is reachable from the keyboard too.
        tabIndex={0}
        onMouseDown={(event) => event.preventDefault()}
        className="max-h-80 overflow-y-auto overscroll-contain"
      >
        {items.map((item, index) => {
          const Icon = ICONS[item.key];
          const selected = index === activeIndex;
          return (
            <div
              key={item.key}
              id={`${id}-option-${item.key}`}
              role="option"
              aria-selected={selected}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm',
                selected ? 'bg-primary-soft text-fg' : 'text-fg hover:bg-surface-2',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => select(item)}
            >
              <span className="flex size-8 flex-none items-center justify-center rounded-md border border-line bg-surface text-muted">
                <Icon size={16} />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{item.title}</span>
                <span className="block truncate text-xs text-muted">{item.description}</span>
              </span>
            </div>
          );
        })}
      </div>
    </SuggestionPanel>
  );
}
