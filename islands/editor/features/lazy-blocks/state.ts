import type { Node, ResolvedPos } from '@milkdown/kit/prose/model';
import { PluginKey, type EditorState, type Plugin, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { FIRST_SCREEN_BLOCKS } from '../../plugins/first-screen';
import { blockIndexAt } from './top-level';
import type { BlockSizes } from './sizes';

/**
 * From this many top-level blocks on, a document draws only the blocks near the window (and the
 * ones holding the selection); every other block is a placeholder of its size (placeholder.ts).
 * Below it every block is drawn, as ProseMirror draws them.
 */
export const LAZY_FROM_BLOCKS = 300;

export interface LazyBlocksState {
  /** Whether the document is long enough to draw only what is near the window. */
  active: boolean;
  /** The top-level blocks drawn whole, as node decorations that carry no attributes. */
  open: DecorationSet;
}

/** A transaction's request: these top-level blocks (by start) are the ones drawn whole from now on. */
export interface OpenRequest {
  open: readonly number[];
}

export const lazyBlocksKey = new PluginKey<LazyBlocksState>('planeLazyBlocks');

const OPEN_SPEC = { lazyBlockOpen: true } as const;

const sizesByPlugin = new WeakMap<Plugin, BlockSizes>();

/** Gives an editor's lazy-blocks plugin the store of its blocks' sizes (plugin.ts). */
export function attachBlockSizes(plugin: Plugin, sizes: BlockSizes): void {
  sizesByPlugin.set(plugin, sizes);
}

/** The store of the blocks' sizes of the editor this state belongs to; none without the plugin. */
export function lazyBlockSizes(state: EditorState): BlockSizes | undefined {
  const plugin = lazyBlocksKey.get(state);
  return plugin && sizesByPlugin.get(plugin);
}

const openMark = (from: number, block: Node) => Decoration.node(from, from + block.nodeSize, {}, OPEN_SPEC);

export function isOpenMark(decoration: Decoration): boolean {
  return (decoration.spec as { lazyBlockOpen?: boolean }).lazyBlockOpen === true;
}

/** Whether a top-level block's view, given its outer decorations, is to be drawn whole. */
export function drawnWhole(state: EditorState, outer: readonly Decoration[]): boolean {
  const lazy = lazyBlocksKey.getState(state);
  return !lazy?.active || outer.some(isOpenMark);
}

function marksFor(doc: Node, starts: Iterable<number>): DecorationSet {
  const marks: Decoration[] = [];
  for (const start of starts) {
    const index = blockIndexAt(doc, start);
    if (index >= 0) marks.push(openMark(start, doc.child(index)));
  }
  return DecorationSet.create(doc, marks);
}

function firstBlocks(doc: Node, count: number): DecorationSet {
  const marks: Decoration[] = [];
  let pos = 0;
  for (let index = 0; index < Math.min(count, doc.childCount); index++) {
    const block = doc.child(index);
    marks.push(openMark(pos, block));
    pos += block.nodeSize;
  }
  return DecorationSet.create(doc, marks);
}

/** The top-level block a position is in (or the one after it, between blocks) and its start. */
function blockAround($pos: ResolvedPos): { start: number; block: Node } | null {
  if ($pos.depth >= 1) return { start: $pos.before(1), block: $pos.node(1) };
  const index = $pos.index(0);
  return index < $pos.doc.childCount ? { start: $pos.posAtIndex(index, 0), block: $pos.doc.child(index) } : null;
}

/** Where the top-level blocks holding the selection's ends start: they are always drawn, as the view puts the page's selection there. */
export function selectionBlockStarts(state: EditorState): Array<{ start: number; block: Node }> {
  const { $anchor, $head } = state.selection;
  const found: Array<{ start: number; block: Node }> = [];
  for (const $pos of [$anchor, $head]) {
    const around = blockAround($pos);
    if (around && !found.some(({ start }) => start === around.start)) found.push(around);
  }
  return found;
}

function withSelection(state: EditorState, open: DecorationSet): DecorationSet {
  const missing = selectionBlockStarts(state)
    .filter(({ start }) => !open.find(start, start + 1).some((mark) => mark.from === start))
    .map(({ start, block }) => openMark(start, block));
  return missing.length ? open.add(state.doc, missing) : open;
}

export function initialLazyState(state: EditorState): LazyBlocksState {
  const active = state.doc.childCount >= LAZY_FROM_BLOCKS;
  // The top of a document is where it opens: drawn at once rather than a frame later.
  const open = active ? withSelection(state, firstBlocks(state.doc, FIRST_SCREEN_BLOCKS)) : DecorationSet.empty;
  return { active, open };
}

export function applyLazyState(tr: Transaction, previous: LazyBlocksState, before: EditorState, after: EditorState): LazyBlocksState {
  const active = after.doc.childCount >= LAZY_FROM_BLOCKS;
  if (!active) {
    // Leaving: every placeholder has to be told to draw its block, which a change of its decorations does.
    return { active, open: previous.active ? firstBlocks(after.doc, after.doc.childCount) : DecorationSet.empty };
  }
  let open: DecorationSet;
  const request = tr.getMeta(lazyBlocksKey) as OpenRequest | undefined;
  if (request) open = marksFor(after.doc, request.open);
  else if (!previous.active) open = firstBlocks(before.doc, before.doc.childCount).map(tr.mapping, tr.doc); // the blocks drawn so far stay drawn
  else open = tr.docChanged ? previous.open.map(tr.mapping, tr.doc) : previous.open;
  return { active, open: withSelection(after, open) };
}
