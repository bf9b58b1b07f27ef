import { wrappingInputRule } from '@milkdown/kit/prose/inputrules';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import type { FastBlockMarkdown } from '../markdown/fast-writer';
import { toggleList, writeListItems } from './lists';
import { num } from '../markdown/mdast';
import { isTaskList } from './task-list';

export const startOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 1e9 ? n : 1;
};

export const orderedListNode = $node('orderedList', () => ({
  content: 'listItem+',
  group: 'block list',
  attrs: { start: { default: 1 } },
  parseDOM: [{ tag: 'ol', getAttrs: (dom: HTMLElement) => ({ start: startOf(dom.getAttribute('start') ?? 1) }) }],
  toDOM: (node) => ['ol', node.attrs.start === 1 ? {} : { start: node.attrs.start }, 0],
  parseMarkdown: {
    match: (node) => node.type === 'list' && Boolean(node.ordered) && !isTaskList(node),
    runner: (state, node, type) => {
      state.openNode(type, { start: startOf(num(node, 'start') ?? 1) }).next(node.children ?? []).closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'orderedList',
    runner: (state, node) => {
      state.openNode('list', undefined, { ordered: true, start: startOf(node.attrs.start), spread: false });
      state.next(node.content).closeNode();
    },
  },
  fastMarkdown: {
    mdast: 'list',
    listFamily: 'ordered',
    // Only a list that starts at 1 may interrupt a paragraph; any other number reads as the paragraph's text.
    interruptsParagraph: (node) => startOf(node.attrs.start) === 1,
    write: (node, writer) => {
      const start = startOf(node.attrs.start);
      return writeListItems(node, (index) => `${start + index}${writer.markers.bulletOrdered}`, writer);
    },
  } satisfies FastBlockMarkdown,
}));

/** `1. ` (any number) at the start of a line; the number becomes the list's start. */
export const orderedListInputRule = $inputRule((ctx) =>
  wrappingInputRule(
    /^\s*(\d+)\.\s$/,
    orderedListNode.type(ctx),
    (match) => ({ start: startOf(match[1]) }),
    (match, node) => node.childCount + Number(node.attrs.start) === startOf(match[1]),
  ),
);

export const orderedListKeymap = $shortcut(() => ({ 'Mod-Shift-8': { key: 'Mod-Shift-8', onRun: () => toggleList('orderedList') } }));
