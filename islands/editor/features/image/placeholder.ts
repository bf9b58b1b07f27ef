/**
 * Image upload placeholders: a dimmed preview with a progress bar and a cancel button at the
 * insertion point, held as widget decorations that follow edits. The upload flow (upload.ts) adds
 * and removes them; this file knows nothing of uploads.
 */
import { PluginKey, type EditorState, type StateField } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet, type EditorView } from '@milkdown/kit/prose/view';
import { editorMessages } from '../../../../src/domain/messages';

export interface PlaceholderSpec {
  id: object;
  preview: string;
  onCancel: () => void;
}

type UploadMeta = { add: PlaceholderSpec & { pos: number } } | { remove: object };

export const uploadKey = new PluginKey<DecorationSet>('planeImageUpload');

/** Progress bars of the placeholders on screen, by upload id (updated without a transaction). */
const progressBars = new WeakMap<object, HTMLElement>();

export function setUploadProgress(id: object, fraction: number): void {
  const bar = progressBars.get(id);
  if (bar) bar.style.width = `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
}

function placeholderDom(spec: PlaceholderSpec): HTMLElement {
  const box = document.createElement('div');
  box.className = 'image-upload-placeholder';
  box.contentEditable = 'false';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', editorMessages.uploadingImage);
  const img = document.createElement('img');
  img.src = spec.preview;
  img.alt = '';
  const track = document.createElement('div');
  track.className = 'image-upload-progress';
  const bar = document.createElement('div');
  track.append(bar);
  progressBars.set(spec.id, bar);
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'image-upload-cancel';
  cancel.setAttribute('aria-label', editorMessages.cancelUpload);
  cancel.title = editorMessages.cancelUpload;
  cancel.innerHTML =
    '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="m15 9-6 6M9 9l6 6"/></svg>';
  cancel.addEventListener('mousedown', (event) => event.preventDefault());
  cancel.addEventListener('click', () => spec.onCancel());
  box.append(img, track, cancel);
  return box;
}

/** Where an upload's placeholder is now (it follows edits), or null once it is gone. */
export function findPlaceholder(state: EditorState, id: object): number | null {
  const set = uploadKey.getState(state);
  const found = set?.find(undefined, undefined, (spec) => (spec as PlaceholderSpec).id === id);
  return found && found.length ? found[0].from : null;
}

export function addPlaceholder(view: EditorView, spec: PlaceholderSpec, pos: number): void {
  view.dispatch(view.state.tr.setMeta(uploadKey, { add: { ...spec, pos } } satisfies UploadMeta));
}

export function removePlaceholder(view: EditorView, id: object): void {
  if (view.isDestroyed) return;
  view.dispatch(view.state.tr.setMeta(uploadKey, { remove: id } satisfies UploadMeta));
}

/** The placeholders of the uploads under way (the state of the upload plugin, keyed `uploadKey`). */
export const placeholderState: StateField<DecorationSet> = {
  init: () => DecorationSet.empty,
  apply(tr, set) {
    let next = set.map(tr.mapping, tr.doc);
    const meta = tr.getMeta(uploadKey) as UploadMeta | undefined;
    if (meta && 'add' in meta) {
      const { pos, ...spec } = meta.add;
      next = next.add(tr.doc, [Decoration.widget(pos, () => placeholderDom(spec), { ...spec, side: -1 })]);
    } else if (meta && 'remove' in meta) {
      next = next.remove(next.find(undefined, undefined, (spec) => (spec as PlaceholderSpec).id === meta.remove));
    }
    return next;
  },
};
