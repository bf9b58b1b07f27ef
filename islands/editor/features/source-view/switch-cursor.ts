/**
 * The caret's place across a switch of views (cursor-anchor.ts on the texts of doc-text.ts). It is
 * fetched with the source editor at the first switch, not with the editor.
 */
import type { Node } from '@milkdown/kit/prose/model';
import { anchorOffset } from './cursor-anchor';
import { docText } from './doc-text';

/** Where the source's cursor goes for the rich view's caret at `head`. */
export function sourceCursor(doc: Node, head: number, text: string): number {
  const rich = docText(doc);
  return anchorOffset(rich.text, rich.offsetAt(head), text);
}

/** Where the rich view's caret goes, in `doc`, for the source's cursor in `text`. */
export function richCaret(doc: Node, text: string, cursor: number): number {
  const rich = docText(doc);
  return Math.max(0, Math.min(rich.posAt(anchorOffset(text, cursor, rich.text)), doc.content.size));
}
