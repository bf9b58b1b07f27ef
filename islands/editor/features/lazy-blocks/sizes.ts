import type { Node } from '@milkdown/kit/prose/model';
import { DEFAULT_METRICS, estimateBlockSize, type BlockMetrics, type BlockSize } from './estimate';

/** A top-level block drawn whole: its element, and the node it draws now. */
export interface DrawnBlock {
  dom: HTMLElement;
  node: Node;
}

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
  readonly drawn = new Set<DrawnBlock>();

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
