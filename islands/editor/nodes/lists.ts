/**
 * What the three lists (bullet, numbered, to-do) share: the list around a position, the toggle
 * that wraps blocks in a list, converts one list into another, or lifts out of it, and the fast
 * markdown of their items.
 */
import type { Node, ResolvedPos } from '@milkdown/kit/prose/model';
import { liftListItem, wrapInList } from '@milkdown/kit/prose/schema-list';
import { TextSelection, type Command, type Transaction } from '@milkdown/kit/prose/state';
import { declined } from '../markdown/decline';
import type { NodeSchema } from '@milkdown/kit/transformer';
import { indent, type BlockWriter, type FastBlockMarkdown } from '../markdown/fast-writer';

export const LIST_TYPES = ['bulletList', 'orderedList', 'taskList'] as const;
export type ListTypeName = (typeof LIST_TYPES)[number];

const itemTypeFor = (list: ListTypeName) => (list === 'taskList' ? 'taskItem' : 'listItem');

/** The innermost list around a position, with its depth. */
export function findParentList($pos: ResolvedPos): { node: Node; depth: number; pos: number } | null {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if ((LIST_TYPES as readonly string[]).includes(node.type.name)) return { node, depth, pos: $pos.before(depth) };
  }
  return null;
}

/** Turns the current list into another kind in place, converting its items (one replace step). */
function convertList(tr: Transaction, list: { node: Node; pos: number }, target: ListTypeName): Transaction {
  const schema = tr.doc.type.schema;
  const itemType = schema.nodes[itemTypeFor(target)];
  const items: Node[] = [];
  list.node.forEach((item) => items.push(item.type === itemType ? item : itemType.create(itemType.name === 'taskItem' ? { checked: false } : null, item.content)));
  const replacement = schema.nodes[target].create(target === 'orderedList' ? { start: 1 } : null, items);
  const { from, to } = tr.selection;
  tr.replaceWith(list.pos, list.pos + list.node.nodeSize, replacement);
  // Item and list sizes are unchanged, so the selection keeps its positions.
  return tr.setSelection(TextSelection.create(tr.doc, from, to));
}

/** Bullet, numbered or to-do list: wraps, converts the current list, or lifts out of the same kind. */
export function toggleList(target: ListTypeName): Command {
  return (state, dispatch) => {
    const schema = state.schema;
    const list = findParentList(state.selection.$from);
    if (list && list.node.type.name === target) {
      return liftListItem(schema.nodes[itemTypeFor(target)])(state, dispatch);
    }
    if (list) {
      dispatch?.(convertList(state.tr, list, target).scrollIntoView());
      return true;
    }
    // List items start with a paragraph: headings and code become text before wrapping.
    let current = state;
    const tr = state.tr;
    const { from, to } = tr.selection;
    tr.setBlockType(from, to, schema.nodes.paragraph);
    if (tr.docChanged) current = state.apply(tr);
    let wrapped: Transaction | null = null;
    const ok = wrapInList(schema.nodes[target])(current, (t) => {
      wrapped = t;
    });
    if (!ok || !wrapped) return false;
    if (dispatch) {
      const combined = state.tr;
      tr.steps.forEach((step) => combined.step(step));
      (wrapped as Transaction).steps.forEach((step) => combined.step(step));
      combined.setSelection(TextSelection.create(combined.doc, (wrapped as Transaction).selection.from, (wrapped as Transaction).selection.to));
      dispatch(combined.scrollIntoView());
    }
    return true;
  };
}

/** A list's items for the fast writer: the marker (and a to-do item's box), the item's blocks indented under it. */
export function writeListItems(list: Node, markerAt: (index: number) => string, writer: BlockWriter): string {
  const items: string[] = [];
  list.forEach((item, _offset, index) => {
    if (item.firstChild?.type.name !== 'paragraph') declined();
    const marker = markerAt(index);
    const checkbox = item.type.name === 'taskItem' ? `[${item.attrs.checked ? 'x' : ' '}] ` : '';
    const body = writer.flow(item, true);
    items.push(indent(checkbox + body, `${marker} `, ' '.repeat(marker.length + 1)));
  });
  return items.join('\n');
}

/** How a bullet list and a to-do list are written: one unordered markdown list (the items say which). */
export function unorderedListMarkdown(nodeName: 'bulletList' | 'taskList') {
  return {
    toMarkdown: {
      match: (node) => node.type.name === nodeName,
      runner: (state, node) => {
        state.openNode('list', undefined, { ordered: false, spread: false }).next(node.content).closeNode();
      },
    },
    fastMarkdown: {
      mdast: 'list',
      listFamily: 'unordered',
      write: (node, writer) => writeListItems(node, () => writer.markers.bullet, writer),
    } satisfies FastBlockMarkdown,
  } satisfies Pick<NodeSchema, 'toMarkdown'> & { fastMarkdown: FastBlockMarkdown };
}
