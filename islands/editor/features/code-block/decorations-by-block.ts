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
const NestedSet = DecorationSet as unknown as new (local: never[], children: Children) => DecorationSet;

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

interface SetInternals {
  children: Children;
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
