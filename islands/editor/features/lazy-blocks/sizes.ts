import type { Node } from '@milkdown/kit/prose/model';
import { estimateBlockSize } from './estimate';
import type { DrawnBlock } from './state';

/** What a block's drawn size depends on: the editor's font size and the width of its column. */
export interface BlockMetrics {
  fontSize: number;
  width: number;
}

/** A top-level block's border box height and its own margins, in px: what a placeholder takes. */
export interface BlockSize {
  height: number;
  marginTop: number;
  marginBottom: number;
}

export const DEFAULT_METRICS: BlockMetrics = { fontSize: 15.2, width: 760 };




/**
 * What one editor knows of its blocks' sizes: measured from the page while drawn (watch.ts), else
 * estimated once per node from the column's metrics; and which blocks are drawn whole now.
 */
export class BlockSizes {
  metrics: BlockMetrics = DEFAULT_METRICS;
  measured = new WeakMap<Node, BlockSize>();
  private estimated = new WeakMap<Node, BlockSize>();
  /** Counts the times every estimate was made anew (new metrics). */
  estimates = 0;

  constructor(readonly drawn: Set<DrawnBlock>) {}

  readonly sizeOf = (block: Node): BlockSize => {
    const measured = this.measured.get(block);
    if (measured) return measured;
    let estimated = this.estimated.get(block);
    if (!estimated) {
      estimated = estimateBlockSize(block, this.metrics);
      this.estimated.set(block, estimated);
    }
    return estimated;
  };

  /**
   * New metrics (a resize, a font loaded): whether they differ, in which case every estimate is
   * made anew and what was measured at the old ones is forgotten (a block's height follows its width).
   */
  setMetrics(metrics: BlockMetrics): boolean {
    if (metrics.fontSize === this.metrics.fontSize && metrics.width === this.metrics.width) return false;
    this.metrics = metrics;
    this.measured = new WeakMap();
    this.estimated = new WeakMap();
    this.estimates += 1;
    return true;
  }

  /** Notes a drawn block's size as the page lays it out now. */
  measure(block: DrawnBlock): void {
    if (!block.dom.isConnected) return;
    const height = block.dom.getBoundingClientRect().height;
    const size = this.measured.get(block.node);
    if (size) {
      size.height = height;
      return;
    }
    const style = getComputedStyle(block.dom);
    this.measured.set(block.node, { height, marginTop: parseFloat(style.marginTop) || 0, marginBottom: parseFloat(style.marginBottom) || 0 });
  }
}

const sizesByRegistry = new WeakMap<Set<DrawnBlock>, BlockSizes>();

/** The sizes of the blocks of the editor whose drawn blocks these are (state.ts, drawnBlocks). */
export function sizesFor(drawn: Set<DrawnBlock>): BlockSizes {
  let sizes = sizesByRegistry.get(drawn);
  if (!sizes) {
    sizes = new BlockSizes(drawn);
    sizesByRegistry.set(drawn, sizes);
  }
  return sizes;
}
