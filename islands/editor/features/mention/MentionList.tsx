import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { filterMentionSuggestions, MENTION_DEFAULTS, type MentionSuggestion } from '../../../../src/domain/editor/mentions';
import { editorMessages } from '../../../../src/domain/messages';
import { cn } from '../../../ui/cn';
import type { EditorBridge } from '../../bridge';
import { mentionSuggestKey } from './suggest';
import { rangeRect, useFloating } from '../../ui/floating';
import { SuggestionPanel } from '../../ui/SuggestionPanel';
import { useListboxKeys } from '../../ui/use-listbox-keys';
import { useBridgeSelector } from '../../ui/useBridge';

type Fetch = { status: 'loading' } | { status: 'done'; items: MentionSuggestion[] };

export interface MentionListProps {
  bridge: EditorBridge;
  /** Stories: a fixed state instead of asking the handler. */
  fixed?: Fetch;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** What the list shows: it re-renders when the trigger opens, closes, moves or its query changes. */
function selectTrigger(bridge: EditorBridge) {
  const view = bridge.events.view;
  const trigger = view ? mentionSuggestKey.getState(view.state) : undefined;
  return { view, active: Boolean(trigger?.active), query: trigger?.query ?? '', from: trigger?.from ?? 0 };
}

/**
 * The "@" list: asks the host for suggestions on every query change, shows Loading, then the
 * people whose name starts with the query, or No results. Arrows wrap, Enter or Tab inserts,
 * Escape closes; it also closes when the trigger ends.
 */
export function MentionList({ bridge, fixed }: MentionListProps) {
  const trigger = useBridgeSelector(bridge, selectTrigger);
  const id = useId();
  const { view } = trigger;
  const query = trigger.active ? trigger.query : null;
  const [fetched, setFetched] = useState<Fetch>({ status: 'loading' });
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const state = fixed ?? fetched;
  // The list shows while the trigger is active: Loading, No results, or the people the query finds.
  const itemsFor = useCallback((typed: string) => (state.status === 'done' ? filterMentionSuggestions(state.items, typed) : []), [state]);

  useEffect(() => {
    if (query === null || fixed || !bridge.host.mentionHandler) return undefined;
    let current = true;
    setFetched({ status: 'loading' });
    bridge.host.mentionHandler
      .suggestions(query)
      .then((result) => {
        if (current) setFetched({ status: 'done', items: Array.isArray(result) ? result : [] });
      })
      .catch((error: unknown) => {
        console.error('Mention suggestions could not be loaded.', error);
        if (current) setFetched({ status: 'done', items: [] });
      });
    return () => {
      current = false;
    };
  }, [query, fixed, bridge]);

  const insert = (item: MentionSuggestion) => {
    const current = bridge.events.view;
    const range = current ? mentionSuggestKey.getState(current.state) : undefined;
    if (!current || !range?.active) return;
    const mention = current.state.schema.nodes.mention.create({
      ...MENTION_DEFAULTS,
      id: newId(),
      label: item.title,
      redirect_uri: item.redirect_uri || MENTION_DEFAULTS.redirect_uri,
      entity_identifier: item.entity_identifier,
      entity_name: item.entity_name || MENTION_DEFAULTS.entity_name,
    });
    const tr = current.state.tr.replaceWith(range.from, range.to, [mention, current.state.schema.text(' ')]);
    current.dispatch(tr.scrollIntoView());
    current.focus();
  };

  const { items, activeIndex, setActive } = useListboxKeys({
    bridge, slot: 'mention', pluginKey: mentionSuggestKey, query, itemsFor, choose: insert, optionId: (_, index) => `${id}-person-${index}`, listboxId: `${id}-listbox`, listRef,
  });
  const open = Boolean(view && items);
  const { from } = trigger;
  const getRect = useMemo(() => (open && view ? () => (view.isDestroyed ? null : rangeRect(view.coordsAtPos(from))) : null), [open, view, from]);
  const position = useFloating(getRect, floating, 'bottom-start', [from, query, items?.length]);

  if (!open || !items) return null;
  return (
    <SuggestionPanel floatingRef={setFloating} position={position} width="min-w-48">
      {state.status === 'loading' ? (
        <p role="status" className="px-2 py-1.5 text-sm text-muted">{editorMessages.loading}</p>
      ) : items.length === 0 ? (
        <p role="status" className="px-2 py-1.5 text-sm text-muted">{editorMessages.noResults}</p>
      ) : (
        <div
          ref={listRef}
          id={`${id}-listbox`}
          role="listbox"
          aria-label={editorMessages.mentionListLabel}
          tabIndex={0}
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-48 overflow-y-auto overscroll-contain"
        >
          {items.map((item, index) => (
            <div
              key={`${item.entity_identifier}-${index}`}
              id={`${id}-person-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseEnter={() => setActive(index)}
              onClick={() => insert(item)}
              className={cn('flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm', index === activeIndex ? 'bg-primary-soft' : 'hover:bg-surface-2')}
            >
              {item.avatar ? (
                <img src={item.avatar} alt="" className="size-5 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="flex size-5 items-center justify-center rounded-full bg-primary text-[0.65rem] font-semibold text-on-primary">
                  {item.title.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="truncate text-fg">{item.title}</span>
            </div>
          ))}
        </div>
      )}
    </SuggestionPanel>
  );
}
