/**
 * The image upload flow (SPEC sections 4 and 5; REFERENCE section 3, "Images"): flag on, validate
 * (alert and flag off on failure), drop a non-empty selection, show the placeholder, upload, then
 * swap the placeholder for the image. Failure or cancel removes the placeholder; the flag always
 * clears. Errors are logged, never thrown.
 */
import { closeHistory } from '@milkdown/kit/prose/history';
import { Plugin, TextSelection } from '@milkdown/kit/prose/state';
import type { DecorationSet, EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { MAX_UPLOAD_BYTES } from '../../../../src/domain/constants';
import { editorImageAlert } from '../../../../src/domain/editor/images';
import type { EditorBridge } from '../../bridge';
import { bridgeCtx } from '../../bridge/context';
import { addPlaceholder, findPlaceholder, placeholderState, removePlaceholder, setUploadProgress, uploadKey } from './placeholder';

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

export async function startImageUpload(view: EditorView, bridge: EditorBridge, file: File | null | undefined, pos?: number): Promise<void> {
  bridge.uploads.begin();
  try {
    const handler = bridge.host.fileHandler;
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
    addPlaceholder(view, {
      id,
      preview,
      onCancel: () => {
        controller.abort();
        handler.cancel();
        removePlaceholder(view, id);
      },
    }, Math.min(at, view.state.doc.content.size));
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
  } finally {
    bridge.uploads.end();
  }
}

/** The placeholders of the uploads under way, and uploads from pasted or dropped files. */
export const imageUploadPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin<DecorationSet>({
    key: uploadKey,
    state: placeholderState,
    props: {
      decorations: (state) => uploadKey.getState(state),
      handlePaste(view, event) {
        const files = [...(event.clipboardData?.files ?? [])];
        if (!files.length || !bridge.host.editable) return false;
        files.forEach((file) => void startImageUpload(view, bridge, file));
        return true;
      },
      handleDrop(view, event, _slice, moved) {
        const files = [...(event.dataTransfer?.files ?? [])];
        if (moved || !files.length || !bridge.host.editable) return false;
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        files.forEach((file) => void startImageUpload(view, bridge, file, pos));
        return true;
      },
    },
  });
});
