/**
 * Image uploads in the editor: the uploads flag held for each (a document with an upload under way
 * is not ready to discard, and the flag always clears), and uploads from pasted or dropped files.
 * The flow itself (upload-flow.ts) is a chunk of its own, fetched at the first upload.
 */
import { Plugin } from '@milkdown/kit/prose/state';
import type { DecorationSet, EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { editorMessages } from '../../../../src/domain/messages';
import type { EditorBridge } from '../../bridge';
import { bridgeCtx } from '../../bridge/context';
import { placeholderState, uploadKey } from './placeholder';

export async function startImageUpload(view: EditorView, bridge: EditorBridge, file: File | null | undefined, pos?: number): Promise<void> {
  bridge.uploads.begin();
  // The upload goes to the handler the editor has now, whatever the host passes by the time the flow has loaded.
  const handler = bridge.host.fileHandler;
  try {
    let flow: typeof import('./upload-flow');
    try {
      flow = await import('./upload-flow');
    } catch (error) {
      // Nothing was placed yet: the alert says why nothing happens, and the next upload fetches again.
      console.error('Image upload: its code could not be loaded.', error);
      window.alert(editorMessages.uploadUnavailable);
      return;
    }
    await flow.runImageUpload(view, handler, file, pos);
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
