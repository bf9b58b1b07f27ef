import { Fragment, type Node, type Schema } from '@milkdown/kit/prose/model';
import type { EditorView } from '@milkdown/kit/prose/view';
import type { ContentFormat, ContentValue } from '../../../../src/domain/editor/content';
import type { PieceProgress } from '../../bridge/progress';
import { emptyDoc } from '../../codec';
import { splitMarkdown } from '../../markdown/chunks';
import { PIECE_CHARS, PIECE_TASK_MS, readPieces } from './pieces';
import { yieldToBrowser } from '../../../ui/yield-to-browser';

/**
 * Opening a large markdown document a piece at a time. Read and drawn whole, 10 MB held the page
 * for 10 s in one task. From this length up the editor opens with the pieces one task's budget
 * reads, draws them, and appends the rest a task at a time behind a progress line. Meanwhile the
 * document cannot be changed (opening-guard.ts) and its appends are neither edits nor changes the
 * host hears of; a host that reads its forms (or replaces it) first gets the opening finished at once.
 */
export const OPEN_IN_PIECES_CHARS = 200_000;

export interface Opening {
  pieces: readonly string[];
  /** The first piece not read yet. */
  next: number;
  read: (markdown: string) => Node;
}

/** The document to create the editor with and what is left to open; null when the value opens whole. */
export function startOpening(value: ContentValue | null | undefined, format: ContentFormat, schema: Schema, read: (markdown: string) => Node): { doc: Node; opening: Opening } | null {
  // CR is a line ending to markdown that the cut does not know: such text opens whole.
  if (format !== 'markdown' || typeof value !== 'string' || value.length < OPEN_IN_PIECES_CHARS || value.includes('\r')) return null;
  const pieces = splitMarkdown(value, PIECE_CHARS);
  if (!pieces || pieces.length < 2) return null;
  const { blocks, next } = readPieces(pieces, 0, read, performance.now() + PIECE_TASK_MS);
  const doc = blocks.length ? schema.topNodeType.create(null, blocks) : emptyDoc(schema);
  return { doc, opening: { pieces, next, read } };
}

/** Tags the opening's own changes: the only ones the guard lets through while it runs (opening-guard.ts). */
export const OPENING_STEP = 'largeDocumentOpening';

/** Appends blocks at the end: not an edit, so kept out of the history. */
function append(view: EditorView, blocks: Node[]): void {
  if (!blocks.length) return;
  const { tr } = view.state;
  view.dispatch(tr.insert(tr.doc.content.size, Fragment.fromArray(blocks)).setMeta('addToHistory', false).setMeta(OPENING_STEP, true));
}

/**
 * Appends the rest of an opening, a task at a time, reporting progress. Resolves once the document
 * is whole (or the view is gone). Should a piece fail to read, `whole` opens the value in one go
 * instead, and its notice (if any) is returned.
 */
export async function finishOpening(view: EditorView, progress: PieceProgress, opening: Opening, whole: () => { doc: Node; notice: string | null }): Promise<string | null> {
  const { pieces, read } = opening;
  let next = opening.next;
  let notice: string | null = null;
  const readUntil = (deadline: number) => {
    try {
      const done = readPieces(pieces, next, read, deadline);
      append(view, done.blocks);
      next = done.next;
    } catch (error) {
      console.error('A piece of the document could not be read: it opens whole.', error);
      const opened = whole();
      notice = opened.notice;
      const { tr } = view.state;
      view.dispatch(tr.replaceWith(0, tr.doc.content.size, opened.doc.content).setMeta('addToHistory', false).setMeta(OPENING_STEP, true));
      next = pieces.length;
    }
  };
  progress.set(next, pieces.length);
  // Whoever finishes the opening acts on the whole document next (replaces it, say): it is over at once.
  progress.finishNow = () => {
    if (!view.isDestroyed && next < pieces.length) readUntil(Infinity);
    progress.clear();
  };
  try {
    while (next < pieces.length) {
      await yieldToBrowser();
      if (view.isDestroyed || next >= pieces.length) break;
      readUntil(performance.now() + PIECE_TASK_MS);
      progress.set(next, pieces.length);
    }
  } finally {
    progress.clear();
  }
  return notice;
}
