import { Plugin, type EditorState, type PluginKey } from '@milkdown/kit/prose/state';
import type { ResolvedPos } from '@milkdown/kit/prose/model';
import { $prose } from '@milkdown/kit/utils';
import type { EditorHost, KeySlot } from '../bridge';
import { bridgeCtx } from '../bridge/context';

export interface SuggestionState {
  active: boolean;
  /** The trigger position and the cursor: the range a chosen item replaces. */
  from: number;
  to: number;
  query: string;
  /** Escape closes the list for this trigger until the trigger goes away. */
  dismissedAt: number | null;
}


export interface SuggestionOptions {
  key: PluginKey<SuggestionState>;
  /** The trigger rules (what may precede it, what ends the query) live in the domain finders. */
  find: (textBeforeCursor: string) => { start: number; query: string } | null;
  maxQuery: number;
  enabled: (host: EditorHost) => boolean;
  /** Further places the trigger is ignored, beyond code blocks. */
  excluded?: ($from: ResolvedPos) => boolean;
  keys: KeySlot;
}

const INACTIVE: SuggestionState = { active: false, from: 0, to: 0, query: '', dismissedAt: null };

/**
 * Looks only at the text just before the cursor, so the cost does not grow with the document.
 * The window is two characters longer than the longest query: a trigger at its very start (whose
 * predecessor is unknown) would carry too long a query and is never taken.
 */
function detect(state: EditorState, options: SuggestionOptions): Omit<SuggestionState, 'dismissedAt'> | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  const parent = $from.parent;
  if (!parent.isTextblock || parent.type.spec.code || options.excluded?.($from)) return null;
  const lookback = Math.max(0, $from.parentOffset - (options.maxQuery + 2));
  const before = parent.textBetween(lookback, $from.parentOffset, undefined, '\ufffc');
  const trigger = options.find(before);
  if (!trigger) return null;
  return { active: true, from: $from.pos - (before.length - trigger.start), to: $from.pos, query: trigger.query };
}

/** A plugin that tracks a trigger character and its query before the caret for a suggestion list. */
export function suggestionPlugin(options: SuggestionOptions) {
  const { key } = options;
  return $prose((ctx) => {
    const { host, keys } = ctx.get(bridgeCtx.key);
    return new Plugin<SuggestionState>({
      key,
      state: {
        init: () => INACTIVE,
        apply(tr, previous, _old, next) {
          if (!options.enabled(host)) return INACTIVE;
          const meta = tr.getMeta(key) as { dismiss?: boolean } | undefined;
          const found = detect(next, options);
          if (!found) return INACTIVE;
          const dismissedAt = meta?.dismiss ? found.from : previous.dismissedAt === found.from ? previous.dismissedAt : null;
          return { ...found, active: dismissedAt !== found.from, dismissedAt };
        },
      },
      props: {
        handleKeyDown(view, event) {
          return Boolean(key.getState(view.state)?.active) && keys.route(options.keys, event);
        },
      },
      // A trigger that went away takes its waiting keys with it.
      view: () => ({
        update(view) {
          if (!key.getState(view.state)?.active) keys.takeHeld(options.keys);
        },
      }),
    });
  });
}
