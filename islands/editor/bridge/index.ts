/**
 * The link between one Milkdown editor and the React around it, one part per concern: the host's
 * props, the view and its events, key routing for the suggestion lists, the upload count, a large
 * paste's or opening's progress, and the mention highlights. Plugins read it from `bridgeCtx` (context.ts); React writes only `host`, in
 * effects.
 */
import type { DocumentCodec } from '../codec';
import type { EditorHost } from './host';
import { KeyRouting } from './key-routing';
import { MentionHighlights } from './mention-highlights';
import { PieceProgress } from './progress';
import { UploadCount } from './uploads';
import { ViewEvents } from './view-events';

export type { EditorHost } from './host';
export type { KeyHandler, KeySlot } from './key-routing';

export class EditorBridge {
  readonly host: EditorHost;
  readonly events = new ViewEvents();
  readonly keys = new KeyRouting();
  readonly uploads = new UploadCount(() => this.events.notify());
  readonly paste = new PieceProgress(() => this.events.notify());
  /** A large document opening a piece at a time (features/large-document/open.ts): it cannot be changed meanwhile. */
  readonly opening = new PieceProgress(() => this.events.notify());
  readonly mentions = new MentionHighlights();
  /** The document's forms, once the editor is created (the imperative handle reads them). */
  codec: DocumentCodec | null = null;
  /**
   * Set while the markdown source view is shown: its text is the document then (the rich view
   * takes it back on the switch), so the forms a host reads come from it.
   */
  source: { text(): string } | null = null;

  /** Whether the editor is created (its document open, or opening): what a host asks of it can be done now. */
  private isCreated = false;
  private untilCreated: (() => void)[] = [];

  constructor(host: Pick<EditorHost, 'editable'> & Partial<EditorHost>) {
    this.host = { fileHandler: null, mentionHandler: null, ...host };
  }

  /**
   * Whether the person can change the document now: the host allows it and no opening is under
   * way. The view itself stays contenteditable while a document opens (features/large-document/
   * opening-guard.ts says why), so the menus ask this, not the view.
   */
  get canEdit(): boolean {
    return this.host.editable && !this.opening.running;
  }

  /**
   * Does `change` now when the editor is created, else once it is, in the order asked. A host may
   * ask as soon as it shows the editor's text (a draft's discard, an answer to insert), which can
   * come before the editor can take a change; dropping it would leave the text the reader discarded.
   */
  whenCreated(change: () => void): void {
    if (this.isCreated) change();
    else this.untilCreated.push(change);
  }

  /** Called by the editor's owner once it is created (an opening under way) and when it goes; what was asked meanwhile is done. */
  setCreated(created: boolean): void {
    this.isCreated = created;
    if (created) this.untilCreated.splice(0).forEach((change) => change());
  }
}
