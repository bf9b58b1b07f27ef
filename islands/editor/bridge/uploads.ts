/**
 * How many image uploads are under way: while any runs, placeholders hide, an outside value
 * waits, and the editor is not ready to discard.
 */
export class UploadCount {
  private count = 0;
  private readonly idleListeners = new Set<() => void>();

  /** `changed` tells the menus (and the placeholder plugin, through them) that the count moved. */
  constructor(private readonly changed: () => void) {}

  get inProgress(): boolean {
    return this.count > 0;
  }

  begin(): void {
    this.count += 1;
    this.changed();
  }

  /** One upload ended, however it ended (inserted, failed, cancelled or refused). */
  end(): void {
    if (this.count === 0) return;
    this.count -= 1;
    this.changed();
    if (this.count === 0) this.idleListeners.forEach((listener) => listener());
  }

  /** Called each time the last upload under way ends (what waited for them runs then); returns the function that stops it. */
  onIdle(listener: () => void): () => void {
    this.idleListeners.add(listener);
    return () => this.idleListeners.delete(listener);
  }
}
