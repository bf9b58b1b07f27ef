/**
 * The link between one Milkdown editor and the React around it: plugins report state changes
 * here, and the React menus subscribe (useSyncExternalStore) and register their key handlers.
 */
import type { EditorView } from '@milkdown/kit/prose/view';
import type { DocumentCodec } from '../codec';
import type { FileHandler, MentionHandler } from '../types';

export type KeyHandler = (event: KeyboardEvent) => boolean;
/** Where an open suggestion list registers its key handler. */
export type KeySlot = 'slashKeys' | 'suggestionKeys';

export interface BridgeOptions {
  editable: boolean;
  placeholder?: string;
  /** How long the copy button shows its check mark (SPEC section 9: 1000 ms). */
  copyFeedbackMs?: number;
}

export class EditorBridge {
  view: EditorView | null = null;
  codec: DocumentCodec | null = null;
  /** The slash menu's keys while it is open and has items (arrows, Enter, Tab, Escape). */
  slashKeys: KeyHandler | null = null;
  /** Mentions list keys while it is open (next issue's mention plugin uses the same hook). */
  suggestionKeys: KeyHandler | null = null;
  /**
   * True once the menus (a chunk of their own) are mounted. Until then a list's keys typed after
   * its trigger (`/Image` then Enter) wait here, and the list replays them when it opens.
   */
  menusReady = false;
  private readonly waitingKeys: Record<KeySlot, KeyboardEvent[]> = { slashKeys: [], suggestionKeys: [] };

  holdKey(slot: KeySlot, event: KeyboardEvent): void {
    this.waitingKeys[slot].push(event);
  }

  takeHeldKeys(slot: KeySlot): KeyboardEvent[] {
    return this.waitingKeys[slot].splice(0);
  }

  fileHandler: FileHandler | null = null;
  mentionHandler: MentionHandler | null = null;
  /** Image sources that left the document and were deleted (true) or are known and present (false). */
  deletedSources = new Map<string, boolean>();
  /** Entity identifiers whose mentions are highlighted. */
  mentionHighlights: ReadonlySet<string> = new Set();
  /** Live mention chips, re-rendered when the highlights arrive. */
  readonly mentionViews = new Set<() => void>();
  /** Opens the image file picker (set by the React editor around the view). */
  pickImage: (() => void) | null = null;
  private uploads = 0;
  /** Set while the pointer is pressed inside the editor: the toolbar waits for mouseup. */
  pointerSelecting = false;
  focused = false;
  private version = 0;
  private listeners = new Set<() => void>();
  private docListeners = new Set<() => void>();

  constructor(public options: BridgeOptions) {}

  /** Set while an image upload runs: placeholders hide, external values wait, discarding is unsafe. */
  get uploadInProgress(): boolean {
    return this.uploads > 0;
  }

  setMentionHighlights(ids: Iterable<string>): void {
    this.mentionHighlights = new Set(ids);
    this.mentionViews.forEach((refresh) => refresh());
  }

  beginUpload(): void {
    this.uploads += 1;
    this.notify();
  }

  endUpload(): void {
    this.uploads = Math.max(0, this.uploads - 1);
    this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  notify(): void {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Called only when the document changed (not on selection moves). */
  onDocChange = (listener: () => void): (() => void) => {
    this.docListeners.add(listener);
    return () => this.docListeners.delete(listener);
  };

  notifyDoc(): void {
    this.docListeners.forEach((listener) => listener());
  }

  attach(view: EditorView): void {
    this.view = view;
    this.notify();
  }

  detach(view: EditorView): void {
    if (this.view === view) this.view = null;
    this.notify();
  }
}
