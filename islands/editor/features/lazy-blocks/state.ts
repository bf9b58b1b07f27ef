import type { Node } from '@milkdown/kit/prose/model';
import { PluginKey, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { blockIndexAt, blockStarts } from './top-level';

/**
 * From this many top-level blocks on, a document draws only the blocks near the window (and the
 * ones holding the selection); every other block is a placeholder of its size (placeholder.ts).
 * Below it every block is drawn, as ProseMirror draws them.
 */
export const LAZY_FROM_BLOCKS = 300;

/** More blocks than any window shows at once (a block is at least a line and its margin): drawn as a long document opens. */
export const OPEN_AT_START = 50;

let partialDrawing = false;

/**
 * From now on a long document draws only some of its blocks: called once the long document's chunk
 * has come (plugin.ts), since drawing part of a document needs its watcher. Until then, and should the
 * chunk never come, every document is drawn whole.
 */
export function allowPartialDrawing(): void {
  partialDrawing = true;
}

const isLong = (doc: Node) => partialDrawing && doc.childCount >= LAZY_FROM_BLOCKS;

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

/** A top-level block drawn whole: its element, and the node it draws now (views.ts). */
export interface DrawnBlock {
  dom: HTMLElement;
  node: Node;
}

/** The blocks an editor draws whole now, kept on its plugin (plugin.ts); none without the plugin. */
export function drawnBlocks(state: EditorState): Set<DrawnBlock> | undefined {
  return lazyBlocksKey.get(state)?.spec.drawn as Set<DrawnBlock> | undefined;
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

const firstBlocks = (doc: Node, count: number) => marksFor(doc, blockStarts(doc).subarray(0, count));

/** Where the top-level blocks holding the selection's ends start: they are always drawn, as the view puts the page's selection there. */
export function selectionBlockStarts(state: EditorState): number[] {
  const { doc, selection } = state;
  const starts = blockStarts(doc);
  // A position between blocks counts with the block after it.
  const at = [selection.$anchor.index(0), selection.$head.index(0)].filter((index) => index < doc.childCount).map((index) => starts[index]);
  return at[0] === at[1] ? at.slice(1) : at;
}

function withSelection(state: EditorState, open: DecorationSet): DecorationSet {
  const missing = selectionBlockStarts(state).filter((start) => !open.find(start, start + 1).some((mark) => mark.from === start));
  return missing.length ? open.add(state.doc, marksFor(state.doc, missing).find()) : open;
}

export function initialLazyState(state: EditorState): LazyBlocksState {
  const active = isLong(state.doc);
  // The top of a document is where it opens: drawn at once rather than a frame later.
  const open = active ? withSelection(state, firstBlocks(state.doc, OPEN_AT_START)) : DecorationSet.empty;
  return { active, open };
}

export function applyLazyState(tr: Transaction, previous: LazyBlocksState, before: EditorState, after: EditorState): LazyBlocksState {
  const active = isLong(after.doc);
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
