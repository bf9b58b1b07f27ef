import { useEffect, type RefObject } from 'react';
import type { PluginKey } from '@milkdown/kit/prose/state';
import { moveActiveIndex } from '../../../src/domain/editor/slash-items';
import type { EditorBridge, KeySlot } from '../bridge';
import type { SuggestionState } from '../plugins/suggestion';
import { useLatest } from './use-latest';

export interface ListboxKeysOptions<T> {
  bridge: EditorBridge;
  slot: KeySlot;
  /** The suggestion plugin whose trigger Escape dismisses. */
  pluginKey: PluginKey<SuggestionState>;
  open: boolean;
  items: readonly T[];
  /** Already clamped to the items. */
  activeIndex: number;
  setActive: (index: number) => void;
  choose: (item: T) => void;
  activeId: string | undefined;
  listRef: RefObject<HTMLElement | null>;
}

/**
 * Keys for a suggestion listbox while focus stays in the editor: arrows cycle with wrap-around,
 * Enter or Tab chooses, Escape dismisses the trigger. The handler reads the latest render through
 * a ref (useLatest) so it is registered once per opening, not on every keystroke.
 */
export function useListboxKeys<T>(options: ListboxKeysOptions<T>): void {
  const latest = useLatest(options);
  const { bridge, slot, open, activeId, listRef } = options;

  useEffect(() => {
    if (!open) return undefined;
    const handler = (event: KeyboardEvent) => {
      const { items, activeIndex, setActive, choose, pluginKey } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (items.length) setActive(moveActiveIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, items.length));
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const item = items[activeIndex];
        if (item) choose(item);
        return Boolean(item);
      }
      if (event.key === 'Escape') {
        const current = bridge.events.view;
        if (current) current.dispatch(current.state.tr.setMeta(pluginKey, { dismiss: true }));
        return true;
      }
      return false;
    };
    // Keys typed after the trigger while the menus were still loading are replayed to it.
    return bridge.keys.register(slot, handler);
  }, [open, bridge, slot, latest]);

  useEffect(() => {
    if (!activeId) return;
    const option = listRef.current?.querySelector(`[id="${CSS.escape(activeId)}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, listRef]);
}
