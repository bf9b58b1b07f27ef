import { chainCommands, lift } from '@milkdown/kit/prose/commands';
import { liftListItem, sinkListItem, splitListItem } from '@milkdown/kit/prose/schema-list';
import type { Command } from '@milkdown/kit/prose/state';
import { $shortcut } from '@milkdown/kit/utils';
import { toggleList } from '../commands/blocks';

const forItems = (make: (type: Parameters<typeof splitListItem>[0]) => Command): Command => (state, dispatch, view) =>
  ['taskItem', 'listItem'].some((name) => {
    const type = state.schema.nodes[name];
    return type ? make(type)(state, dispatch, view) : false;
  });

/** Enter on an empty paragraph that ends a quote leaves the quote. */
const exitQuote: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph' || $from.parent.content.size > 0 || $from.depth < 2) return false;
  if ($from.node(-1).type.name !== 'blockquote' || $from.index(-1) !== $from.node(-1).childCount - 1) return false;
  return lift(state, dispatch);
};

/** Backspace at the start of a list item's first paragraph lifts it out of the list. */
const liftAtItemStart: Command = (state, dispatch, view) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parentOffset !== 0 || $from.depth < 2 || $from.index(-1) !== 0) return false;
  if (!['listItem', 'taskItem'].includes($from.node(-1).type.name)) return false;
  return forItems(liftListItem)(state, dispatch, view);
};

/** Lists, quotes, marks and list shortcuts (SPEC section 9 and REFERENCE section 3). */
export const editingKeymap = $shortcut(() => ({
  Enter: { key: 'Enter', onRun: () => chainCommands(forItems(splitListItem), exitQuote), priority: 60 },
  Tab: { key: 'Tab', onRun: () => forItems(sinkListItem), priority: 60 },
  'Shift-Tab': { key: 'Shift-Tab', onRun: () => forItems(liftListItem), priority: 60 },
  Backspace: { key: 'Backspace', onRun: () => liftAtItemStart, priority: 55 },
  'Mod-Shift-7': { key: 'Mod-Shift-7', onRun: () => toggleList('bulletList') },
  'Mod-Shift-8': { key: 'Mod-Shift-8', onRun: () => toggleList('orderedList') },
  'Mod-Shift-9': { key: 'Mod-Shift-9', onRun: () => toggleList('taskList') },
}));
