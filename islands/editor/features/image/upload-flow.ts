/**
 * The image upload flow (SPEC sections 4 and 5; REFERENCE section 3, "Images"), loaded at the first
 * upload rather than with the editor. Errors are logged, never thrown.
 */
import { closeHistory } from '@milkdown/kit/prose/history';
import { TextSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { MAX_UPLOAD_BYTES } from '../../../../src/domain/constants';
import { editorImageAlert } from '../../../../src/domain/editor/images';
import type { FileHandler } from '../../types';
import { addPlaceholder, findPlaceholder, removePlaceholder } from './placeholder';
import { placeholderDom, setUploadProgress } from './placeholder-dom';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Loads a URL before it replaces the placeholder, so the image never flashes in empty. */
function preload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`The uploaded image could not be loaded: ${url}`));
    img.src = url;
  });
}

/**
 * Puts the image where the placeholder is: in place of an empty paragraph, else next to its block.
 * If the cursor was on that spot it moves to a line below the image (one is added when needed),
 * so typing goes on after the image rather than replacing it.
 */
function insertImage(view: EditorView, at: number, src: string): void {
  const { state } = view;
  const image = state.schema.nodes.image.create({ src });
  const $at = state.doc.resolve(Math.min(at, state.doc.content.size));
  const tr = state.tr;
  const block = $at.depth >= 1 ? { from: $at.before(), to: $at.after() } : { from: at, to: at };
  const { from } = state.selection;
  const cursorHere = from >= block.from && from <= block.to;
  if ($at.parent.isTextblock && $at.parent.content.size === 0 && $at.depth >= 1 && $at.node(-1).canReplaceWith($at.index(-1), $at.index(-1) + 1, image.type)) {
    tr.replaceWith(block.from, block.to, image);
  } else {
    tr.replaceRangeWith(at, at, image);
  }
  if (cursorHere && tr.steps.length) {
    let imageEnd = at;
    tr.steps[tr.steps.length - 1].getMap().forEach((_oldStart, _oldEnd, _newStart, newEnd) => {
      imageEnd = newEnd;
    });
    if (!tr.doc.resolve(imageEnd).nodeAfter?.isTextblock) tr.insert(imageEnd, state.schema.nodes.paragraph.create());
    tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(imageEnd + 1, tr.doc.content.size))));
  }
  // The inserted image is an undo step of its own, not part of whatever was typed just before.
  view.dispatch(closeHistory(tr).scrollIntoView());
}

/**
 * Validates the file (an alert on failure), drops a non-empty selection, shows the placeholder,
 * uploads, then swaps the placeholder for the image. Failure or cancel removes the placeholder.
 * The caller holds the uploads flag around it (upload.ts).
 */
export async function runImageUpload(view: EditorView, handler: FileHandler | null, file: File | null | undefined, pos?: number): Promise<void> {
  const alertText = editorImageAlert(file ?? null, handler?.maxFileSize ?? MAX_UPLOAD_BYTES);
  if (alertText || !file) {
    window.alert(alertText);
    return;
  }
  if (!handler) {
    console.error('Image upload: the editor has no file handler.');
    return;
  }
  let at = pos ?? view.state.selection.from;
  if (pos === undefined && !view.state.selection.empty) {
    view.dispatch(view.state.tr.deleteSelection());
    at = view.state.selection.from;
  }
  let preview: string;
  try {
    preview = await readAsDataUrl(file);
  } catch (error) {
    console.error('Image upload: the file could not be read.', error);
    return;
  }
  if (view.isDestroyed) return;
  const id = {};
  const controller = new AbortController();
  const onCancel = () => {
    controller.abort();
    handler.cancel();
    removePlaceholder(view, id);
  };
  addPlaceholder(view, { id, toDOM: () => placeholderDom({ id, preview, onCancel }) }, Math.min(at, view.state.doc.content.size));
  try {
    // A cancel settles at once, even if the handler's upload ignores the signal.
    const cancelled = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')), { once: true });
    });
    const result = await Promise.race([handler.upload(file, { signal: controller.signal, onProgress: (fraction) => setUploadProgress(id, fraction) }), cancelled]);
    if (controller.signal.aborted || view.isDestroyed) return;
    const src = typeof result === 'string' ? result : preview;
    if (typeof result === 'string') await preload(src);
    const where = findPlaceholder(view.state, id);
    removePlaceholder(view, id);
    if (where !== null && !view.isDestroyed) insertImage(view, where, src);
  } catch (error) {
    if (!controller.signal.aborted) console.error('Image upload failed.', error);
    removePlaceholder(view, id);
  }
}
