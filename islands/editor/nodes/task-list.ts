import { InputRule } from '@milkdown/kit/prose/inputrules';
import { findWrapping } from '@milkdown/kit/prose/transform';
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import { toggleList, unorderedListMarkdown } from './lists';

/** A markdown list is a task list when any of its items has a checkbox. */
export function isTaskList(node: MarkdownNode): boolean {
  return (node.children ?? []).some((item) => typeof item.checked === 'boolean');
}

export const taskListNode = $node('taskList', () => ({
  content: 'taskItem+',
  group: 'block list',
  parseDOM: [{ tag: 'ul[data-type="taskList"]', priority: 60 }],
  toDOM: () => ['ul', { 'data-type': 'taskList' }, 0],
  parseMarkdown: {
    match: (node) => node.type === 'list' && isTaskList(node),
    runner: (state, node, type) => {
      state.openNode(type).next(node.children ?? []).closeNode();
    },
  },
  ...unorderedListMarkdown('taskList'),
}));

/** `[] `, `[ ] ` or `[x] ` at the start of a line makes a to-do item (checked for x). */
export const taskListInputRule = $inputRule(
  (ctx) =>
    new InputRule(/^\s*\[([ xX]?)\]\s$/, (state, match, start, end) => {
      const checked = match[1].toLowerCase() === 'x';
      const tr = state.tr.delete(start, end);
      const $start = tr.doc.resolve(start);
      const range = $start.blockRange();
      if (!range) return null;
      const wrapping = findWrapping(range, taskListNode.type(ctx));
      if (!wrapping) return null;
      const itemIndex = wrapping.findIndex((w) => w.type.name === 'taskItem');
      if (itemIndex >= 0) wrapping[itemIndex] = { type: wrapping[itemIndex].type, attrs: { checked } };
      return tr.wrap(range, wrapping);
    }),
);

export const taskListKeymap = $shortcut(() => ({ 'Mod-Shift-9': { key: 'Mod-Shift-9', onRun: () => toggleList('taskList') } }));
