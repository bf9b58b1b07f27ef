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
  return setFrom(childrenOf(doc, isBlock, setOf));
}

const setFrom = (children: Children) => (children.length ? new NestedSet([], children) : DecorationSet.empty);

/** A child's set: its own when it is a block, its children's nested when it holds some. */
function childSet(child: Node, isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null): DecorationSet | null {
  if (isBlock(child)) return setOf(child);
  if (child.isTextblock || child.isLeaf) return null;
  const nested = childrenOf(child, isBlock, setOf);
  return nested.length ? setFrom(nested) : null;
}

/** The `[from, to, set]` triples of `parent`'s children (offsets in `parent`). */
function childrenOf(parent: Node, isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null): Children {
  const children: Children = [];
  parent.forEach((child, offset) => {
    const set = childSet(child, isBlock, setOf);
    if (set && set !== DecorationSet.empty) children.push(offset, offset + child.nodeSize, set);
  });
  return children;
}

export interface Reassembled {
  set: DecorationSet;
  /** Where `stop` ended the walk (a top-level child's start, to resume from); null when it reached `to`. */
  stoppedAt: number | null;
}

/**
 * `set` (already mapped to `doc`) with the top-level blocks that touch `from`..`to` assembled
 * anew and the others kept: a change costs the blocks it touched, not the document (an opening
 * appends 10 MB in some 300 steps). `stop`, asked before each block after the first, ends the walk
 * early: the blocks from there on keep what they had. Reads the triples the constructor takes.
 */
export function reassembleBetween(
  set: DecorationSet, doc: Node, from: number, to: number,
  isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null, stop: () => boolean = () => false,
): Reassembled {
  const fresh: Children = [];
  let stoppedAt: number | null = null;
  let walked = 0;
  for (let i = 0, offset = 0; i < doc.childCount && offset <= to; i += 1) {
    const child = doc.child(i);
    const end = offset + child.nodeSize;
    if (end >= from) {
      if (walked > 0 && stop()) {
        stoppedAt = offset;
        break;
      }
      walked += 1;
      const made = childSet(child, isBlock, setOf);
      if (made && made !== DecorationSet.empty) fresh.push(offset, end, made);
    }
    offset = end;
  }
  const { children } = set as unknown as SetInternals;
  const before: Children = [];
  const after: Children = [];
  for (let i = 0; i < children.length; i += 3) {
    const start = children[i] as number;
    const end = children[i + 1] as number;
    if (end < from) before.push(start, end, children[i + 2]);
    else if (stoppedAt === null ? start > to : start >= stoppedAt) after.push(start, end, children[i + 2]);
  }
  return { set: setFrom([...before, ...fresh, ...after]), stoppedAt };
}
