/**
 * A piecewise job under way: a large paste being inserted, or a large document being opened
 * (features/large-document/). How many of its pieces are in the document; the progress line above
 * the document subscribes through the bridge's events.
 */
export class PieceProgress {
  done = 0;
  total = 0;
  /**
   * While an opening runs: finishes it at once. A host that reads the document's forms (or replaces
   * it) before it has finished opening gets the whole document, never the part shown so far.
   */
  finishNow: (() => void) | null = null;

  constructor(private readonly changed: () => void) {}

  get running(): boolean {
    return this.total > 0;
  }

  /** 0..100, whole numbers. */
  get percent(): number {
    return this.total ? Math.floor((this.done / this.total) * 100) : 0;
  }

  set(done: number, total: number): void {
    this.done = done;
    this.total = total;
    this.changed();
  }

  clear(): void {
    this.finishNow = null;
    this.set(0, 0);
  }
}
