import type { EditorView } from '@milkdown/kit/prose/view';
import { blocksWithin } from './bands';
import { DEFAULT_METRICS, sizesFor, type BlockSizes } from './sizes';

export { edgeKeys } from './keys';
import { lazyBlocksKey, selectionBlockStarts, type DrawnBlock, type OpenRequest } from './state';

/** Blocks within this many windows of the window are drawn; once drawn, they stay so within KEEP. */
const DRAW_WITHIN = 1;
const KEEP_WITHIN = 3;

/** Tags the transaction that only makes every estimate anew (new metrics): its decorations change. */
const REESTIMATED = 'lazyBlocksReestimated';

/**
 * Keeps a long document's drawn blocks to those near the window (state.ts). After every change,
 * scroll and resize, once a frame at most and before it paints, it measures the blocks drawn, finds
 * from the blocks' sizes those within a window of the window, and asks for that set to be drawn
 * when it differs from the set drawn now.
 */
export class LazyBlocksWatcher {
  private frame = 0;
  /** The view's top padding and border: where its first block starts within its box. */
  private inset = 0;

  private readonly resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.resized());
  /** While printing every block is drawn, and none is put away. */
  private printing = false;

  private readonly sizes: BlockSizes;

  constructor(private readonly view: EditorView, drawn: Set<DrawnBlock>) {
    this.sizes = sizesFor(drawn);
    document.addEventListener('scroll', this.schedule, { capture: true, passive: true });
    // The column's width (a window resized, a panel opened) and whether it is shown at all (the source view).
    this.resizes?.observe(view.dom);
    window.addEventListener('beforeprint', this.drawAllForPrint);
    window.addEventListener('afterprint', this.printed);
    void document.fonts?.ready.then(this.resized);
    this.readMetrics();
    this.schedule();
  }

  update(): void {
    this.schedule();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.frame = -1;
    document.removeEventListener('scroll', this.schedule, { capture: true });
    this.resizes?.disconnect();
    window.removeEventListener('beforeprint', this.drawAllForPrint);
    window.removeEventListener('afterprint', this.printed);
  }

  private readonly drawAllForPrint = () => {
    const { view } = this;
    if (view.isDestroyed || !lazyBlocksKey.getState(view.state)?.active) return;
    this.printing = true;
    const open: number[] = [];
    view.state.doc.forEach((_block, start) => open.push(start));
    view.dispatch(view.state.tr.setMeta(lazyBlocksKey, { open } satisfies OpenRequest).setMeta('addToHistory', false));
  };

  private readonly printed = () => {
    this.printing = false;
    this.schedule();
  };

  private readonly schedule = () => {
    if (!this.frame) this.frame = requestAnimationFrame(this.check);
  };

  private readonly resized = () => {
    if (this.frame === -1 || this.view.isDestroyed) return;
    if (this.readMetrics()) this.reestimated();
    this.schedule();
  };

  /** Every estimate was made anew: the runs' heights change with them. */
  private reestimated(): void {
    if (lazyBlocksKey.getState(this.view.state)?.active) this.view.dispatch(this.view.state.tr.setMeta(REESTIMATED, true).setMeta('addToHistory', false));
  }

  /** Whether the column's metrics changed (they are kept while it is not shown). */
  private readMetrics(): boolean {
    const width = this.view.dom.clientWidth;
    if (!width) return false;
    const style = getComputedStyle(this.view.dom);
    this.inset = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.borderTopWidth) || 0);
    return this.sizes.setMetrics({ fontSize: parseFloat(style.fontSize) || DEFAULT_METRICS.fontSize, width });
  }

  private readonly check = () => {
    this.frame = 0;
    const { view, sizes } = this;
    const lazy = view.isDestroyed ? undefined : lazyBlocksKey.getState(view.state);
    // Not shown (the source view is): there is nothing to measure, nor a window to draw near.
    if (!lazy?.active || this.printing || !view.dom.getClientRects().length) return;
    // Redrawing blocks under an input method's composition would end it.
    if (view.composing) {
      this.schedule();
      return;
    }
    for (const block of sizes.drawn) sizes.measure(block);
    const height = window.innerHeight || document.documentElement.clientHeight;
    const top = -(view.dom.getBoundingClientRect().top + this.inset);
    const band = (windows: number) => ({ top: top - windows * height, bottom: top + (1 + windows) * height });
    const [draw, keep] = blocksWithin(view.state.doc, sizes.sizeOf, [band(DRAW_WITHIN), band(KEEP_WITHIN)]);
    const drawn = new Set(lazy.open.find().map((mark) => mark.from));
    const kept = new Set(keep);
    const next = new Set(draw);
    for (const start of drawn) if (kept.has(start)) next.add(start);
    for (const start of selectionBlockStarts(view.state)) next.add(start);
    if (next.size === drawn.size && [...next].every((start) => drawn.has(start))) return;
    const request: OpenRequest = { open: [...next] };
    view.dispatch(view.state.tr.setMeta(lazyBlocksKey, request).setMeta('addToHistory', false));
  };
}
