/**
 * What the three lists (bullet, numbered, to-do) share: the list around a position, the toggle
 * that wraps blocks in a list, converts one list into another, or lifts out of it, and the fast
 * markdown of their items.
 */
import type { Node, ResolvedPos } from '@milkdown/kit/prose/model';
import type { SerializerState } from '@milkdown/kit/transformer';
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
  const spread = spreadOf(list.node);
  const replacement = schema.nodes[target].create(target === 'orderedList' ? { start: 1, spread } : { spread }, items);
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

/**
 * A loose list (CommonMark: its items apart by blank lines, or an item's blocks apart; in HTML each
 * item's text is a paragraph) keeps its looseness in `spread`: markdown writes it loose again, HTML
 * marks it `data-spread`. Lists made in the editor are tight.
 */
export const spreadAttr = { spread: { default: false } } as const;
export const spreadOf = (list: Node): boolean => list.attrs.spread === true;
export const spreadFromDom = (dom: HTMLElement): boolean => dom.getAttribute('data-spread') === 'true';
export const spreadDomAttrs = (list: Node): Record<string, string> => (spreadOf(list) ? { 'data-spread': 'true' } : {});

/** A list item's markdown tree node; a loose list's items are loose too (blank lines between their blocks). */
export function writeListItemMarkdown(state: SerializerState, item: Node, spread: boolean): void {
  const props: Record<string, boolean> = item.type.name === 'taskItem' ? { checked: Boolean(item.attrs.checked), spread } : { spread };
  state.openNode('listItem', undefined, props).next(item.content).closeNode();
}

/** A list's markdown tree node with its items. */
export function writeListMarkdown(state: SerializerState, list: Node, props: { ordered: boolean; start?: number }): void {
  const spread = spreadOf(list);
  state.openNode('list', undefined, { ...props, spread });
  list.forEach((item) => writeListItemMarkdown(state, item, spread));
  state.closeNode();
}

/** A list's items for the fast writer: the marker (and a to-do item's box), the item's blocks indented under it. */
export function writeListItems(list: Node, markerAt: (index: number) => string, writer: BlockWriter): string {
  const items: string[] = [];
  const loose = spreadOf(list);
  list.forEach((item, _offset, index) => {
    if (item.firstChild?.type.name !== 'paragraph') declined();
    const marker = markerAt(index);
    const checkbox = item.type.name === 'taskItem' ? `[${item.attrs.checked ? 'x' : ' '}] ` : '';
    const body = writer.flow(item, !loose);
    items.push(indent(checkbox + body, `${marker} `, ' '.repeat(marker.length + 1)));
  });
  return items.join(loose ? '\n\n' : '\n');
}

/** How a bullet list and a to-do list are written: one unordered markdown list (the items say which). */
export function unorderedListMarkdown(nodeName: 'bulletList' | 'taskList') {
  return {
    toMarkdown: {
      match: (node) => node.type.name === nodeName,
      runner: (state, node) => writeListMarkdown(state, node, { ordered: false }),
    },
    fastMarkdown: {
      mdast: 'list',
      listFamily: 'unordered',
      write: (node, writer) => writeListItems(node, () => writer.markers.bullet, writer),
    } satisfies FastBlockMarkdown,
  } satisfies Pick<NodeSchema, 'toMarkdown'> & { fastMarkdown: FastBlockMarkdown };
}
