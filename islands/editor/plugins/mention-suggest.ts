import { Plugin, PluginKey, type EditorState } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { findMentionTrigger } from '../../../src/domain/editor/mentions';
import { bridgeCtx } from '../context';

export interface MentionSuggestState {
  active: boolean;
  from: number;
  to: number;
  query: string;
  dismissedAt: number | null;
}

export const mentionSuggestKey = new PluginKey<MentionSuggestState>('planeMentionSuggest');
const INACTIVE: MentionSuggestState = { active: false, from: 0, to: 0, query: '', dismissedAt: null };

function detect(state: EditorState): Omit<MentionSuggestState, 'dismissedAt'> | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if (!$from.parent.isTextblock || $from.parent.type.spec.code) return null;
  const lookback = Math.max(0, $from.parentOffset - 42);
  const before = $from.parent.textBetween(lookback, $from.parentOffset, undefined, '\ufffc');
  const trigger = findMentionTrigger(before);
  if (!trigger) return null;
  return { active: true, from: $from.pos - (before.length - trigger.start), to: $from.pos, query: trigger.query };
}

/** Tracks the "@" trigger for the mention list; the list closes on Escape or when the trigger ends. */
export const mentionSuggestPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin<MentionSuggestState>({
    key: mentionSuggestKey,
    state: {
      init: () => INACTIVE,
      apply(tr, previous, _old, next) {
        if (!bridge.options.editable || !bridge.mentionHandler) return INACTIVE;
        const meta = tr.getMeta(mentionSuggestKey) as { dismiss?: boolean } | undefined;
        const found = detect(next);
        if (!found) return INACTIVE;
        const dismissedAt = meta?.dismiss ? found.from : previous.dismissedAt === found.from ? previous.dismissedAt : null;
        return { ...found, active: dismissedAt !== found.from, dismissedAt };
      },
    },
    props: {
      handleKeyDown(view, event) {
        const state = mentionSuggestKey.getState(view.state);
        if (!state?.active || !bridge.suggestionKeys) return false;
        return bridge.suggestionKeys(event);
      },
    },
  });
});
