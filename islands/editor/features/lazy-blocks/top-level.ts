import type { Node } from '@milkdown/kit/prose/model';

const startsByDoc = new WeakMap<Node, Float64Array>();

/** Where each top-level block of a document starts, made once per document. */
export function blockStarts(doc: Node): Float64Array {
  let starts = startsByDoc.get(doc);
  if (!starts) {
    starts = new Float64Array(doc.childCount);
    let index = 0;
    doc.forEach((_block, offset) => {
      starts![index++] = offset;
    });
    startsByDoc.set(doc, starts);
  }
  return starts;
}

/**
 * The index of the top-level block that starts at `pos`, or -1 when none does (a node view is told
 * only its position; resolving it would walk the document's blocks one by one, for every view).
 */
export function blockIndexAt(doc: Node, pos: number): number {
  const starts = blockStarts(doc);
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle] === pos) return middle;
    if (starts[middle] < pos) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
