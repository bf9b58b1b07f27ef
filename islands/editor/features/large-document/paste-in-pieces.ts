/**
 * The pieces of a large paste into the document, a task at a time (large-paste.ts decides which
 * pastes; this chunk is fetched at the first of them).
 */
import type { Node, Slice as SliceType } from '@milkdown/kit/prose/model';
import { Fragment, Slice } from '@milkdown/kit/prose/model';
import { Selection, TextSelection, type Transaction } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import type { PieceProgress } from '../../bridge/progress';
import { autolinkFragment } from '../../plugins/paste';
import { largePasteKey } from './large-paste-key';
import { PIECE_TASK_MS, readPieces, yieldToBrowser } from './pieces';

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

export async function pasteInPieces(view: EditorView, pieces: string[], parse: (markdown: string) => Node, progress: PieceProgress): Promise<void> {
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
