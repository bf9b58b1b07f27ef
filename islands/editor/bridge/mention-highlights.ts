/** Entity identifiers whose mentions are highlighted (e.g. the current user's), and the live chips to repaint. */
export class MentionHighlights {
  private ids: ReadonlySet<string> = new Set();
  private readonly chips = new Set<() => void>();

  has(id: string): boolean {
    return this.ids.has(id);
  }

  set(ids: Iterable<string>): void {
    this.ids = new Set(ids);
    this.chips.forEach((repaint) => repaint());
  }

  /** A chip repaints when the highlights change; returns the function that stops it. */
  watch(repaint: () => void): () => void {
    this.chips.add(repaint);
    return () => this.chips.delete(repaint);
  }
}
