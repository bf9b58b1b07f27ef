/** Test helpers: a real editor mounted in jsdom, and its codec. */
import { EditorBridge } from './bridge';
import { createEditor, type CreatedEditor } from './create-editor';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';

/** jsdom has no layout: ProseMirror's scroll-into-view asks ranges and elements for rectangles. */
function polyfillLayout() {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const list = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = list;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = empty;
  if (!(Text.prototype as unknown as Element).getClientRects) (Text.prototype as unknown as Element).getClientRects = list;
  // view.pasteHTML / pasteText build a ClipboardEvent, which jsdom lacks.
  if (typeof globalThis.ClipboardEvent === 'undefined') {
    (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent = class extends Event {
      clipboardData: DataTransfer | null = null;
    };
  }
}

// Files that render editors through React (not mountEditor) note each mount for the wait after the file.
export { noteEditorMount, settleEditorTimers } from './test-timers';
import { noteEditorMount } from './test-timers';

export async function mountEditor(value: ContentValue = '', format: ContentFormat = 'markdown', editable = true): Promise<CreatedEditor & { root: HTMLElement; bridge: EditorBridge }> {
  polyfillLayout();
  noteEditorMount();
  const root = document.createElement('div');
  document.body.append(root);
  const bridge = new EditorBridge({ editable });
  const created = await createEditor({ root, bridge, value, format });
  return { ...created, root, bridge };
}

/** An empty editor (or viewer), with its markdown and HTML at hand. */
export async function mountEmpty(editable = true) {
  const created = await mountEditor('', 'markdown', editable);
  return { ...created, md: () => created.codec.toMarkdown(created.view.state.doc), html: () => created.codec.toHTML(created.view.state.doc) };
}

/** Types text as the browser would: each character goes through the input rules first. */
export function typeText(view: import('@milkdown/kit/prose/view').EditorView, text: string): void {
  for (const ch of text) {
    const { from, to } = view.state.selection;
    const handled = view.someProp('handleTextInput', (f) => f(view, from, to, ch, () => view.state.tr.insertText(ch, from, to)));
    if (!handled) view.dispatch(view.state.tr.insertText(ch, from, to));
  }
}

/** Dispatches a real paste event (not shift-paste) carrying the given clipboard types. */
export function paste(view: import('@milkdown/kit/prose/view').EditorView, data: Record<string, string>): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: Object.keys(data), getData: (type: string) => data[type] ?? '', files: [] },
  });
  view.dom.dispatchEvent(event);
}
