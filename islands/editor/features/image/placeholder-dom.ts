/**
 * What an upload's placeholder looks like: a dimmed preview with a progress bar and a cancel
 * button. It loads with the upload flow, not with the editor.
 */
import { editorMessages } from '../../../../src/domain/messages';

/** Progress bars of the placeholders on screen, by upload id (updated without a transaction). */
const progressBars = new WeakMap<object, HTMLElement>();

export function setUploadProgress(id: object, fraction: number): void {
  const bar = progressBars.get(id);
  if (bar) bar.style.width = `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
}

export function placeholderDom(spec: { id: object; preview: string; onCancel: () => void }): HTMLElement {
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
