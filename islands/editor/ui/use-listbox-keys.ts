import { useEffect, useState, type RefObject } from 'react';
import type { PluginKey } from '@milkdown/kit/prose/state';
import { moveActiveIndex } from '../../../src/domain/editor/slash-items';
import type { EditorBridge, KeySlot } from '../bridge';
import type { SuggestionState } from '../plugins/suggestion';
import { useLatest } from './use-latest';

export interface ListboxKeysOptions<T> {
  bridge: EditorBridge;
  slot: KeySlot;
  /** The suggestion plugin whose trigger the keys follow and Escape dismisses. */
  pluginKey: PluginKey<SuggestionState>;
  /** The query the list was last drawn for; null while no trigger is active. */
  query: string | null;
  /** The list for a query, or null when none shows for it; asked again for a query not yet drawn. */
  itemsFor: (query: string) => readonly T[] | null;
  choose: (item: T) => void;
  /** The id of an item's option element. */
  optionId: (item: T, index: number) => string;
  /** The listbox element's id, which the editor names while the list shows options. */
  listboxId: string;
  listRef: RefObject<HTMLElement | null>;
}

export interface ListboxKeys<T> {
  /** What the list shows for the drawn query: null when it is closed. */
  items: readonly T[] | null;
  activeIndex: number;
  setActive: (index: number) => void;
}

/** The active item belongs to the query it was chosen for: a new query starts at its first item. */
interface Active {
  query: string | null;
  index: number;
}

const clamp = (index: number, count: number) => Math.min(index, Math.max(0, count - 1));

/**
 * Keys for a suggestion listbox while focus stays in the editor: arrows cycle with wrap-around,
 * Enter or Tab chooses, Escape dismisses the trigger.
 *
 * Keys act on the editor's state as it is when they arrive, not on the list React last drew: typed
 * fast ("/Heading 3" then Enter, on a busy machine), they come before the list for the newest query
 * is drawn, or before any list is. So the handler is registered once, for as long as the menus are
 * mounted, and reads the trigger's query from the editor; for a query not yet drawn it asks
 * `itemsFor` and starts from the first item.
 */
export function useListboxKeys<T>(options: ListboxKeysOptions<T>): ListboxKeys<T> {
  const { bridge, slot, query, itemsFor, optionId, listboxId, listRef } = options;
  const [active, setActiveFor] = useState<Active>({ query: null, index: 0 });
  const items = query === null ? null : itemsFor(query);
  const activeIndex = items ? clamp(active.query === query ? active.index : 0, items.length) : 0;
  const activeId = items?.[activeIndex] ? optionId(items[activeIndex], activeIndex) : undefined;
  const latest = useLatest({ ...options, items, activeIndex });

  useEffect(() => {
    const handler = (event: KeyboardEvent) => {
      const view = bridge.events.view;
      const current = latest.current;
      const trigger = view ? current.pluginKey.getState(view.state) : undefined;
      if (!view || !trigger?.active) return false;
      const drawn = trigger.query === current.query;
      const list = drawn ? current.items : current.itemsFor(trigger.query);
      if (!list) return false;
      const index = drawn ? current.activeIndex : 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length) setActiveFor({ query: trigger.query, index: moveActiveIndex(index, event.key === 'ArrowDown' ? 1 : -1, list.length) });
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const item = list[index];
        if (item) current.choose(item);
        return Boolean(item);
      }
      if (event.key === 'Escape') {
        view.dispatch(view.state.tr.setMeta(current.pluginKey, { dismiss: true }));
        return true;
      }
      return false;
    };
    // Keys typed after a trigger while the menus were still loading are replayed to it.
    return bridge.keys.register(slot, handler);
  }, [bridge, slot, latest]);

  // Focus stays in the editor while the list shows options: the editor names the list and its
  // active option for assistive technology.
  const showsOptions = Boolean(items && items.length > 0);
  useEffect(() => {
    const dom = bridge.events.view?.dom;
    if (!dom || !showsOptions) return undefined;
    dom.setAttribute('aria-controls', listboxId);
    if (activeId) dom.setAttribute('aria-activedescendant', activeId);
    return () => {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    };
  }, [bridge, showsOptions, listboxId, activeId]);

  useEffect(() => {
    if (!activeId) return;
    const option = listRef.current?.querySelector(`[id="${CSS.escape(activeId)}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, listRef]);

  return { items, activeIndex, setActive: (index) => setActiveFor({ query, index }) };
}
