import type { Node, Slice as SliceType } from '@milkdown/kit/prose/model';
import { Fragment, Slice } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, Selection, TextSelection, type Transaction } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { bridgeCtx } from '../../bridge/context';
import type { PieceProgress } from '../../bridge/progress';
import { markdownReaderOf } from '../../markdown';
import { splitMarkdown } from '../../markdown/chunks';
import { autolinkFragment } from '../../plugins/paste';
import { PIECE_CHARS, PIECE_TASK_MS, readPieces } from './pieces';
import { yieldToBrowser } from '../../../ui/yield-to-browser';

/**
 * Pasted markdown from this length up is read and inserted a piece at a time. Read whole, a 5 MB
 * paste held the main thread 4 s in the parser and 15 s more drawing it. Cut in pieces of about
 * 8 KB, one task reads pieces for at most PIECE_TASK_MS (pieces.ts), inserts what it read in one transaction
 * (which draws it) and yields: the page answers between tasks, whatever the machine's speed.
 */
export const LARGE_PASTE_CHARS = 100_000;

/** Where the next piece goes, mapped through any other change made meanwhile; null when no paste runs. */
interface Running {
  pos: number;
}
export const largePasteKey = new PluginKey<Running | null>('planeLargePaste');

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

/**
 * One piece into the document. The first replaces the selection as a whole paste would (its first
 * block joins the text before the caret); the text after the caret is set aside and joins the last
 * piece's last block, as it joins the last block of a whole paste. Every piece's transaction
 * carries the first one's time, and each starts where the previous ended, so the history keeps the
 * paste as one step.
 */
function insertPiece(view: EditorView, read: Fragment, index: number, last: boolean, time: number, tail: SliceType | null): Transaction | null {
  const { state } = view;
  const tr = state.tr.setTime(time).setMeta('paste', true).setMeta('uiEvent', 'paste');
  const content = autolinkFragment(read, state.schema);
  let end: number;
  if (index === 0) {
    const open = Slice.maxOpen(content);
    tr.replaceSelection(new Slice(content, open.openStart, open.openEnd));
    end = tr.selection.$head.after(1);
  } else {
    const running = largePasteKey.getState(state);
    if (!running) return null;
    tr.insert(running.pos, content);
    end = running.pos + content.size;
  }
  if (last) {
    const caret = Selection.near(tr.doc.resolve(end), -1).from;
    if (tail && tail.size) tr.replace(caret, caret, tail);
    tr.setSelection(TextSelection.create(tr.doc, caret)).scrollIntoView();
  }
  return tr.setMeta(largePasteKey, last ? null : { pos: end });
}

async function pasteInPieces(view: EditorView, pieces: string[], parse: (markdown: string) => Node, progress: PieceProgress): Promise<void> {
  const time = Date.now();
  const { $to } = view.state.selection;
  const tail = $to.parentOffset < $to.parent.content.size ? view.state.doc.slice($to.pos, $to.end()) : null;
  progress.set(0, pieces.length);
  try {
    if (tail) view.dispatch(view.state.tr.setTime(time).delete($to.pos, $to.end()));
    for (let read = 0, index = 0; read < pieces.length; index += 1) {
      if (index > 0) await yieldToBrowser();
      if (view.isDestroyed) return;
      const { blocks, next } = readPieces(pieces, read, parse, performance.now() + PIECE_TASK_MS);
      const last = next === pieces.length;
      const tr = insertPiece(view, Fragment.fromArray(blocks), index, last, time, tail);
      if (!tr) return;
      view.dispatch(tr);
      read = next;
      progress.set(read, pieces.length);
    }
  } catch (error) {
    console.error('Paste: the text could not be read as markdown.', error);
  } finally {
    if (!view.isDestroyed && largePasteKey.getState(view.state)) view.dispatch(view.state.tr.setMeta(largePasteKey, null));
    progress.clear();
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
          void pasteInPieces(view, pieces, markdownReaderOf(ctx), bridge.paste);
          return true;
        },
      },
    },
  });
});
