import { liftListItem, sinkListItem, splitListItem } from '@milkdown/kit/prose/schema-list';
import type { Command } from '@milkdown/kit/prose/state';
import { $node, $shortcut } from '@milkdown/kit/utils';
import type { FastBlockMarkdown } from '../markdown/fast-writer';

/** An item of a bullet or numbered list. Items nest through the lists they hold. */
export const listItemNode = $node('listItem', () => ({
  content: 'block+',
  defining: true,
  parseDOM: [{ tag: 'li', priority: 40 }],
  toDOM: () => ['li', 0],
  parseMarkdown: {
    match: ({ type, checked }) => type === 'listItem' && typeof checked !== 'boolean',
    runner: (state, node, type) => {
      state.openNode(type).next(node.children ?? []).closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'listItem',
    runner: (state, node) => {
      state.openNode('listItem', undefined, { spread: false }).next(node.content).closeNode();
    },
  },
  // Written by its list (writeListItems).
  fastMarkdown: { mdast: 'listItem' } satisfies FastBlockMarkdown,
}));

/** A list-item command for whichever item the selection is in: a list item or a to-do item. */
const forItems = (make: (type: Parameters<typeof splitListItem>[0]) => Command): Command => (state, dispatch, view) =>
  ['taskItem', 'listItem'].some((name) => {
    const type = state.schema.nodes[name];
    return type ? make(type)(state, dispatch, view) : false;
  });

/** Backspace at the start of a list item's first paragraph lifts it out of the list. */
const liftAtItemStart: Command = (state, dispatch, view) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parentOffset !== 0 || $from.depth < 2 || $from.index(-1) !== 0) return false;
  if (!['listItem', 'taskItem'].includes($from.node(-1).type.name)) return false;
  return forItems(liftListItem)(state, dispatch, view);
};

/**
 * The item keys of bullet, numbered and to-do lists (REFERENCE section 3): Enter splits, Tab
 * nests, Shift-Tab and Backspace at the start lift. (An empty quote's Enter comes after, at 59.)
 */
export const listItemKeymap = $shortcut(() => ({
  Enter: { key: 'Enter', onRun: () => forItems(splitListItem), priority: 60 },
  Tab: { key: 'Tab', onRun: () => forItems(sinkListItem), priority: 60 },
  'Shift-Tab': { key: 'Shift-Tab', onRun: () => forItems(liftListItem), priority: 60 },
  Backspace: { key: 'Backspace', onRun: () => liftAtItemStart, priority: 55 },
}));
