import { wrappingInputRule } from '@milkdown/kit/prose/inputrules';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import { toggleList, unorderedListMarkdown } from './lists';
import { isTaskList } from './task-list';

export const bulletListNode = $node('bulletList', () => ({
  content: 'listItem+',
  group: 'block list',
  parseDOM: [{ tag: 'ul' }],
  toDOM: () => ['ul', 0],
  parseMarkdown: {
    match: (node) => node.type === 'list' && !node.ordered && !isTaskList(node),
    runner: (state, node, type) => {
      state.openNode(type).next(node.children ?? []).closeNode();
    },
  },
  ...unorderedListMarkdown('bulletList'),
}));

/** `- `, `* ` or `+ ` at the start of a line. */
export const bulletListInputRule = $inputRule((ctx) => wrappingInputRule(/^\s*([-+*])\s$/, bulletListNode.type(ctx)));

export const bulletListKeymap = $shortcut(() => ({ 'Mod-Shift-7': { key: 'Mod-Shift-7', onRun: () => toggleList('bulletList') } }));
