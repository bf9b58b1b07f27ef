import { wrappingInputRule } from '@milkdown/kit/prose/inputrules';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import type { FastBlockMarkdown } from '../markdown/fast-writer';
import { toggleList, writeListItems } from './lists';
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
  toMarkdown: {
    match: (node) => node.type.name === 'bulletList',
    runner: (state, node) => {
      state.openNode('list', undefined, { ordered: false, spread: false }).next(node.content).closeNode();
    },
  },
  fastMarkdown: {
    mdast: 'list',
    listFamily: 'unordered',
    write: (node, writer) => writeListItems(node, () => writer.markers.bullet, writer),
  } satisfies FastBlockMarkdown,
}));

/** `- `, `* ` or `+ ` at the start of a line. */
export const bulletListInputRule = $inputRule((ctx) => wrappingInputRule(/^\s*([-+*])\s$/, bulletListNode.type(ctx)));

export const bulletListKeymap = $shortcut(() => ({ 'Mod-Shift-7': { key: 'Mod-Shift-7', onRun: () => toggleList('bulletList') } }));
