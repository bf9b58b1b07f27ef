import { Slice, type Node } from '@milkdown/kit/prose/model';
import { Plugin } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { bridgeCtx } from '../../bridge/context';
import { markdownReaderOf } from '../../markdown';
import { splitMarkdown } from '../../markdown/chunks';
import { autolinkFragment } from '../../plugins/paste';
import { largePasteKey, type Running } from './large-paste-key';
import { PIECE_CHARS } from './pieces';

/**
 * Pasted markdown from this length up is read and inserted a piece at a time. Read whole, a 5 MB
 * paste held the main thread 4 s in the parser and 15 s more drawing it. Cut in pieces of about
 * 8 KB, one task reads pieces for at most PIECE_TASK_MS (pieces.ts), inserts what it read in one transaction
 * (which draws it) and yields: the page answers between tasks, whatever the machine's speed.
 */
export const LARGE_PASTE_CHARS = 100_000;

/** Shift-paste is a plain paste (ProseMirror keeps the key's state on its input object). */
const isPlainPaste = (view: EditorView) => Boolean((view as unknown as { input?: { shiftKey?: boolean } }).input?.shiftKey);

/** The paste is read in pieces only where it lands in a top-level text block outside code; elsewhere whole, as before. */
function piecesFor(view: EditorView, event: ClipboardEvent): string[] | null {
  const data = event.clipboardData;
  if (!data || data.types.includes('text/html') || data.files.length) return null;
  const text = data.getData('text/plain');
  if (text.length < LARGE_PASTE_CHARS || isPlainPaste(view)) return null;
  const { $from, $to } = view.state.selection;
  if ($from.depth !== 1 || $to.depth !== 1 || !$from.parent.isTextblock || $from.parent.type.spec.code) return null;
  const pieces = splitMarkdown(text.replace(/\r\n?/g, '\n'), PIECE_CHARS);
  return pieces && pieces.length > 1 ? pieces : null;
}

/** The paste read in one go, as clipboardTextParser (plugins/paste.ts) reads a smaller one. */
function pasteWhole(view: EditorView, text: string, read: (markdown: string) => Node): void {
  try {
    const content = autolinkFragment(read(text).content, view.state.schema);
    view.dispatch(view.state.tr.replaceSelection(Slice.maxOpen(content)).setMeta('paste', true).setMeta('uiEvent', 'paste').scrollIntoView());
  } catch (error) {
    console.error('Paste: the text could not be read as markdown.', error);
  }
}

/**
 * A large markdown paste, read and inserted a piece at a time (markdown/chunks.ts cuts it where
 * the pieces read as the whole does), with a progress line (ProgressLine.tsx). A paste made
 * while one runs waits for nothing: it is refused until the first is in.
 */
export const largePastePlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin<Running | null>({
    key: largePasteKey,
    state: {
      init: () => null,
      apply: (tr, running) => {
        const meta = tr.getMeta(largePasteKey) as Running | null | undefined;
        if (meta !== undefined) return meta;
        return running && tr.docChanged ? { pos: tr.mapping.map(running.pos) } : running;
      },
    },
    props: {
      handleDOMEvents: {
        paste: (view, event) => {
          if (bridge.paste.running) {
            event.preventDefault();
            return true;
          }
          const pieces = piecesFor(view, event);
          if (!pieces) return false;
          event.preventDefault();
          const text = event.clipboardData?.getData('text/plain') ?? '';
          // The progress line shows, and a second paste is refused, from now: not once the chunk is here.
          bridge.paste.set(0, pieces.length);
          import('./paste-in-pieces').then(
            ({ pasteInPieces }) => pasteInPieces(view, pieces, markdownReaderOf(ctx), bridge.paste),
            (error) => {
              // Its chunk did not arrive: the text goes in whole, the way a smaller paste does, rather than being lost.
              console.error('Paste: the piecewise paste could not be loaded.', error);
              bridge.paste.clear();
              if (!view.isDestroyed) pasteWhole(view, text, markdownReaderOf(ctx));
            },
          );
          return true;
        },
      },
    },
  });
});
