/**
 * How many image uploads are under way: while any runs, placeholders hide, an outside value
 * waits, and the editor is not ready to discard.
 */
export class UploadCount {
  private count = 0;

  /** `changed` tells the menus (and the placeholder plugin, through them) that the count moved. */
  constructor(private readonly changed: () => void) {}

  get inProgress(): boolean {
    return this.count > 0;
  }

  begin(): void {
    this.count += 1;
    this.changed();
  }

  end(): void {
    this.count = Math.max(0, this.count - 1);
    this.changed();
  }
}
