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
  const children = childrenOf(doc, isBlock, setOf);
  return children.length ? new NestedSet([], children) : DecorationSet.empty;
}

function childrenOf(parent: Node, isBlock: (node: Node) => boolean, setOf: (block: Node) => DecorationSet | null): Children {
  const children: Children = [];
  parent.forEach((child, offset) => {
    let set: DecorationSet | null = null;
    if (isBlock(child)) set = setOf(child);
    else if (!child.isTextblock && !child.isLeaf) {
      const nested = childrenOf(child, isBlock, setOf);
      if (nested.length) set = new NestedSet([], nested);
    }
    if (set && set !== DecorationSet.empty) children.push(offset, offset + child.nodeSize, set);
  });
  return children;
}
