import type { Node } from '@milkdown/kit/prose/model';
import { DecorationSet } from '@milkdown/kit/prose/view';

/**
 * A document's decoration set made from sets of single blocks, in time linear in the document.
 *
 * `DecorationSet.create(doc, decorations)` and `.add` give each child of the document every
 * decoration still unplaced to test (prosemirror-view's buildTree / takeSpansForNode): children
 * times decorations. With a 5 MB document (21,000 blocks, 40,000 highlighted tokens) one language
 * arriving cost an 833 ms task (bench/profile-paste.mjs). A code block's token decorations depend
 * on its text only, so they are kept as a set of the block's own (positions from the block's start,
 * made once per block node) and the document's set is assembled from them, as buildTree nests its
 * own sets: `[from, to, set]` triples per decorated child.
 *
 * That assembly uses DecorationSet's constructor, which prosemirror-view marks internal (1.42, as
 * pinned by the lock). decorations-by-block.test.ts holds the result equal to what
 * DecorationSet.create builds from the same decorations, so a change there fails a test first.
 */
type Children = Array<number | DecorationSet>;
interface SetInternals {
  local: readonly unknown[];
  children: Children;
}
const SetBase = DecorationSet as unknown as new (local: never[], children: Children) => DecorationSet;

/**
 * A set that finds a child's decorations by binary search. The view asks every set, for every node
 * it redraws, for that node's part (forChild), and DecorationSet scans its children from the first
 * to find it: a keystroke in a 10 MB document asked 45,000 times, each time scanning up to 4,000
 * decorated blocks. Everything else is DecorationSet's own; with decorations of its own (this
 * module makes none) it answers as DecorationSet does.
 */
class NestedSet extends SetBase {
  forChild(offset: number, node: Node) {
    const { local, children } = this as unknown as SetInternals;
    if (node.isLeaf || local.length) return super.forChild(offset, node);
    let low = 0;
    let high = children.length / 3 - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = children[middle * 3] as number;
      if (start === offset) return children[middle * 3 + 2] as DecorationSet;
      if (start < offset) low = middle + 1;
      else high = middle - 1;
    }
    return DecorationSet.empty;
  }
}

/** The set of `doc` whose decorated blocks are the ones `setOf` gives a set for (none: null or empty). */
export function decorationsByBlock(doc: Node, isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null): DecorationSet {
  return setFrom(childrenOf(doc, 0, Infinity, isBlock, setOf));
}

const setFrom = (children: Children) => (children.length ? new NestedSet([], children) : DecorationSet.empty);

/** The `[from, to, set]` triples of `parent`'s children that touch `from`..`to` (offsets in `parent`). */
function childrenOf(parent: Node, from: number, to: number, isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null): Children {
  const children: Children = [];
  for (let i = 0, offset = 0; i < parent.childCount && offset <= to; i += 1) {
    const child = parent.child(i);
    const end = offset + child.nodeSize;
    if (end >= from) {
      let set: DecorationSet | null = null;
      if (isBlock(child)) set = setOf(child);
      else if (!child.isTextblock && !child.isLeaf) {
        const nested = childrenOf(child, 0, Infinity, isBlock, setOf);
        if (nested.length) set = setFrom(nested);
      }
      if (set && set !== DecorationSet.empty) children.push(offset, end, set);
    }
    offset = end;
  }
  return children;
}

/**
 * `set` (already mapped to `doc`) with the top-level blocks that touch `from`..`to` assembled
 * anew and the others kept: a change costs the blocks it touched, not the document (an opening
 * appends 10 MB in some 300 steps). Reads the triples the constructor takes.
 */
export function reassembleBetween(set: DecorationSet, doc: Node, from: number, to: number, isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null): DecorationSet {
  const { children } = set as unknown as SetInternals;
  const before: Children = [];
  const after: Children = [];
  for (let i = 0; i < children.length; i += 3) {
    const start = children[i] as number;
    const end = children[i + 1] as number;
    if (end < from) before.push(start, end, children[i + 2]);
    else if (start > to) after.push(start, end, children[i + 2]);
  }
  return setFrom([...before, ...childrenOf(doc, from, to, isBlock, setOf), ...after]);
}
