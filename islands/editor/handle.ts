/**
 * The imperative handle a host gets through `ref` (REFERENCE section 3, "Ref API"): focus, read
 * and write the value in any form, clear, insert at the cursor, readiness to discard, and menu
 * commands by key.
 */
import { Slice, type Node } from '@milkdown/kit/prose/model';
import { NodeSelection, Selection, TextSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import type { ContentFormat, ContentValue, JsonNode } from '../../src/domain/editor/content';
import type { EditorBridge } from './bridge';
import { emptyDoc, type EditorForms } from './codec';
import { isCommandActive, runCommand, type CommandEnvironment } from './commands/registry';
import { startImageUpload } from './features/image/upload';
import { readSource } from './features/source-view/read-source';
import type { ViewSwitch } from './features/source-view/use-source-view';

export type FocusPosition = 'start' | 'end' | number;

export interface RichTextEditorHandle {
  focus(position?: FocusPosition): void;
  /** Focuses the editor with the text between two positions selected (or the block, when they bound one). */
  setSelection(from: number, to?: number): void;
  /**
   * The document's forms; null while the editor holds no document (still being created, or it could
   * not be): an empty document's forms, saved, would write over the stored one.
   */
  getMarkdown(): string | null;
  /** The document as plain text, a blank line between blocks (what an AI prompt or a summary wants). */
  getText(): string;
  getHTML(): string | null;
  getJSON(): JsonNode | null;
  getForms(): EditorForms | null;
  /** Replaces the document. These three, asked before the editor is created, are done once it is (in order). */
  setValue(value: ContentValue, format?: ContentFormat): void;
  clear(): void;
  insertAtCursor(value: ContentValue, format?: ContentFormat): void;
  isReadyToDiscard(): boolean;
  /** Uploads an image file at the cursor through the file handler (validation, placeholder, insert). */
  uploadImage(file: File): Promise<void>;
  executeMenuItemCommand(key: string): boolean;
  isMenuItemActive(key: string): boolean;
  /** Which view shows the document: the rich text or its markdown source. */
  getViewMode(): ViewSwitch['mode'];
  /** Switches to that view (the source view's code is fetched on the first switch). */
  setViewMode(mode: ViewSwitch['mode']): Promise<void>;
  /** Called on every state change; returns the unsubscribe function. */
  onStateChange(listener: () => void): () => void;
}

function liveView(bridge: EditorBridge): EditorView | null {
  const view = bridge.events.view;
  return view && !view.isDestroyed ? view : null;
}

/** Replaces the whole document, keeping the cursor where it was (clamped to the new size). */
export function replaceDocument(bridge: EditorBridge, value: ContentValue | null, format: ContentFormat, addToHistory = true): boolean {
  bridge.opening.finishNow?.();
  const view = liveView(bridge);
  const codec = bridge.codec;
  if (!view || !codec) return false;
  try {
    const doc = value === null ? emptyDoc(codec.schema) : codec.parse(value, format);
    const previous = view.state.selection.from;
    const tr = view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content);
    const position = Math.max(0, Math.min(previous, tr.doc.content.size - 1));
    tr.setSelection(Selection.near(tr.doc.resolve(position)));
    if (!addToHistory) tr.setMeta('addToHistory', false);
    view.dispatch(tr);
    return true;
  } catch (error) {
    console.error('The editor content could not be updated.', error);
    return false;
  }
}

export function lazyForms(bridge: EditorBridge): EditorForms | null {
  // The forms are the whole document's, even asked for before it has finished opening.
  bridge.opening.finishNow?.();
  const view = liveView(bridge);
  const codec = bridge.codec;
  const source = bridge.source?.text();
  if (!codec || (source === undefined && !view)) return null;
  const cache: Partial<EditorForms> = {};
  // In the source view the source is the markdown, verbatim; the other forms are what it reads as.
  if (source !== undefined) cache.markdown = source;
  let parsed: Node | undefined;
  const docOf = () => (source === undefined ? view!.state.doc : (parsed ??= readSource(codec, source)));
  const read = <K extends keyof EditorForms>(key: K, make: () => EditorForms[K]): EditorForms[K] => {
    if (!(key in cache)) cache[key] = make();
    return cache[key] as EditorForms[K];
  };
  return {
    get markdown() {
      return read('markdown', () => codec.toMarkdown(docOf()));
    },
    get html() {
      return read('html', () => codec.toHTML(docOf()));
    },
    get json() {
      return read('json', () => codec.toJSON(docOf()));
    },
  };
}

export function createHandle(bridge: EditorBridge, env: CommandEnvironment, views: ViewSwitch): RichTextEditorHandle {
  return {
    focus(position = 'end') {
      const view = liveView(bridge);
      if (!view) {
        console.warn('Cannot set focus: the editor is missing or has been destroyed.');
        return;
      }
      const size = view.state.doc.content.size;
      const selection =
        position === 'start' ? Selection.atStart(view.state.doc)
          : position === 'end' ? Selection.atEnd(view.state.doc)
            : Selection.near(view.state.doc.resolve(Math.max(0, Math.min(position, size))));
      view.dispatch(view.state.tr.setSelection(selection).scrollIntoView());
      view.focus();
    },
    setSelection(from, to = from) {
      const view = liveView(bridge);
      if (!view) {
        console.warn('Cannot select: the editor is missing or has been destroyed.');
        return;
      }
      const size = view.state.doc.content.size;
      const clamp = (n: number) => Math.max(0, Math.min(n, size));
      try {
        const { doc } = view.state;
        const node = doc.nodeAt(clamp(from));
        const whole = node && !node.isText && clamp(from) + node.nodeSize === clamp(to) && NodeSelection.isSelectable(node);
        const selection = whole ? NodeSelection.create(doc, clamp(from)) : TextSelection.create(doc, clamp(from), clamp(to));
        view.dispatch(view.state.tr.setSelection(selection).scrollIntoView());
      } catch (error) {
        console.error('The selection could not be set.', error);
      }
      view.focus();
    },
    getMarkdown: () => lazyForms(bridge)?.markdown ?? null,
    getText: () => {
      bridge.opening.finishNow?.();
      const doc = liveView(bridge)?.state.doc;
      return doc ? doc.textBetween(0, doc.content.size, '\n\n').trim() : '';
    },
    getHTML: () => lazyForms(bridge)?.html ?? null,
    getJSON: () => lazyForms(bridge)?.json ?? null,
    getForms: () => lazyForms(bridge),
    setValue(value, format = 'markdown') {
      bridge.whenCreated(() => replaceDocument(bridge, value, format));
    },
    clear() {
      bridge.whenCreated(() => replaceDocument(bridge, null, 'markdown'));
    },
    insertAtCursor(value, format = 'markdown') {
      bridge.whenCreated(() => {
        bridge.opening.finishNow?.();
        const view = liveView(bridge);
        if (!view || !bridge.codec) return;
        try {
          const doc = bridge.codec.parse(value, format);
          const tr = view.state.tr.replaceSelection(Slice.maxOpen(doc.content));
          view.dispatch(tr.scrollIntoView());
          if (tr.selection instanceof TextSelection) view.focus();
        } catch (error) {
          console.error('The content could not be inserted.', error);
        }
      });
    },
    isReadyToDiscard: () => !bridge.uploads.inProgress,
    uploadImage: async (file) => {
      const view = liveView(bridge);
      if (!view) {
        console.warn('Cannot upload: the editor is missing or has been destroyed.');
        return;
      }
      await startImageUpload(view, bridge, file);
    },
    executeMenuItemCommand(key) {
      const view = liveView(bridge);
      return view ? runCommand(view, key, env) : false;
    },
    isMenuItemActive(key) {
      const view = liveView(bridge);
      return view ? isCommandActive(view.state, key) : false;
    },
    getViewMode: () => views.mode,
    setViewMode: (mode) => views.show(mode),
    onStateChange: (listener) => bridge.events.subscribe(listener),
  };
}
