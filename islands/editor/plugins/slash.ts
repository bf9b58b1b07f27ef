import { Plugin, PluginKey, type EditorState } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { findSlashTrigger, MAX_SLASH_QUERY } from '../../../src/domain/editor/slash-trigger';
import { hasAncestor } from '../commands/blocks';
import { bridgeCtx } from '../context';

export interface SlashState {
  active: boolean;
  /** The "/" position and the cursor: the range a command replaces. */
  from: number;
  to: number;
  query: string;
  /** Escape closes the menu for this trigger until the "/" goes away. */
  dismissedAt: number | null;
}

export const slashKey = new PluginKey<SlashState>('planeSlash');
const INACTIVE: SlashState = { active: false, from: 0, to: 0, query: '', dismissedAt: null };

/**
 * Looks only at the text just before the cursor, so the cost does not grow with the document.
 * The window is two characters longer than the longest query: a "/" at its very start (whose
 * predecessor is unknown) would carry too long a query and is never taken as a trigger.
 */
function detect(state: EditorState): Omit<SlashState, 'dismissedAt'> | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  const parent = $from.parent;
  if (!parent.isTextblock || parent.type.spec.code || hasAncestor($from, 'table')) return null;
  const lookback = Math.max(0, $from.parentOffset - (MAX_SLASH_QUERY + 2));
  const before = parent.textBetween(lookback, $from.parentOffset, undefined, '\ufffc');
  const trigger = findSlashTrigger(before);
  if (!trigger) return null;
  return { active: true, from: $from.pos - (before.length - trigger.start), to: $from.pos, query: trigger.query };
}

export const slashPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin<SlashState>({
    key: slashKey,
    state: {
      init: () => INACTIVE,
      apply(tr, previous, _old, next) {
        const meta = tr.getMeta(slashKey) as { dismiss?: boolean } | undefined;
        if (!bridge.options.editable) return INACTIVE;
        const found = detect(next);
        if (!found) return INACTIVE;
        const dismissedAt = meta?.dismiss ? found.from : previous.dismissedAt === found.from ? previous.dismissedAt : null;
        return { ...found, active: dismissedAt !== found.from, dismissedAt };
      },
    },
    props: {
      handleKeyDown(view, event) {
        const state = slashKey.getState(view.state);
        if (!state?.active || !bridge.slashKeys) return false;
        return bridge.slashKeys(event);
      },
    },
  });
});
