import type { Node } from '@milkdown/kit/prose/model';
import type { BlockSize } from './sizes';

/**
 * The layout a long document has when only some of its blocks are drawn: pure arithmetic over the
 * blocks' sizes (measured or estimated), so that it needs no DOM and is tested without one.
 */

/** A run of consecutive blocks not drawn: its first block stands for all of them, with their size. */
export interface LazyRun {
  /** Where the run's first block starts. */
  start: number;
  /** That block. */
  first: Node;
  size: BlockSize;
}

/** Adjoining vertical margins collapse into the larger one (all of the prose's margins are positive). */
export const gap = (before: BlockSize, after: BlockSize) => Math.max(before.marginBottom, after.marginTop);

/**
 * The runs of blocks that are not drawn, each as one box as tall as its blocks would stand, the
 * margins between them included, with the first block's top margin and the last one's bottom margin.
 */
export function lazyRuns(doc: Node, isDrawn: (start: number) => boolean, sizeOf: (block: Node) => BlockSize): LazyRun[] {
  const runs: LazyRun[] = [];
  let run: LazyRun | null = null;
  let last: BlockSize | null = null;
  doc.forEach((block, start) => {
    if (isDrawn(start)) {
      run = null;
      return;
    }
    const size = sizeOf(block);
    if (!run) {
      run = { start, first: block, size: { ...size } };
      runs.push(run);
    } else {
      run.size.height += gap(last!, size) + size.height;
      run.size.marginBottom = size.marginBottom;
    }
    last = size;
  });
  return runs;
}
