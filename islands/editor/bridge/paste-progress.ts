/**
 * A large paste under way (plugins/large-paste.ts): how many of its pieces are in the document.
 * The progress line under the editor subscribes through the bridge's events.
 */
export class PasteProgress {
  done = 0;
  total = 0;

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
    this.set(0, 0);
  }
}
