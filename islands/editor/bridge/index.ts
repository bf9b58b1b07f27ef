/**
 * The link between one Milkdown editor and the React around it, one part per concern: the host's
 * props, the view and its events, key routing for the suggestion lists, the upload count, and the
 * mention highlights. Plugins read it from `bridgeCtx` (context.ts); React writes only `host`, in
 * effects.
 */
import type { DocumentCodec } from '../codec';
import type { EditorHost } from './host';
import { KeyRouting } from './key-routing';
import { MentionHighlights } from './mention-highlights';
import { UploadCount } from './uploads';
import { ViewEvents } from './view-events';

export type { EditorHost } from './host';
export type { KeyHandler, KeySlot } from './key-routing';

export class EditorBridge {
  readonly host: EditorHost;
  readonly events = new ViewEvents();
  readonly keys = new KeyRouting();
  readonly uploads = new UploadCount(() => this.events.notify());
  readonly mentions = new MentionHighlights();
  /** The document's forms, once the editor is created (the imperative handle reads them). */
  codec: DocumentCodec | null = null;

  constructor(host: Pick<EditorHost, 'editable'> & Partial<EditorHost>) {
    this.host = { fileHandler: null, mentionHandler: null, ...host };
  }
}
