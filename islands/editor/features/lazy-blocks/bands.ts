import type { Node } from '@milkdown/kit/prose/model';
import { gap } from './runs';
import type { BlockSize } from './sizes';

/** A range of the document's height, in px from the top of its first block. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * The starts of the blocks that stand within each band, walking the blocks' sizes from the top
 * (the walk stops past the lowest band). `bands[i]` is answered by `within[i]`.
 */
export function blocksWithin(doc: Node, sizeOf: (block: Node) => BlockSize, bands: readonly Band[]): number[][] {
  const within = bands.map(() => [] as number[]);
  const lowest = Math.max(...bands.map((band) => band.bottom));
  let y = 0;
  let previous: BlockSize | null = null;
  for (let index = 0, start = 0; index < doc.childCount && y <= lowest; index++) {
    const block = doc.child(index);
    const size = sizeOf(block);
    if (previous) y += gap(previous, size);
    const top = y;
    y += size.height;
    bands.forEach((band, which) => {
      if (y >= band.top && top <= band.bottom) within[which].push(start);
    });
    previous = size;
    start += block.nodeSize;
  }
  return within;
}
