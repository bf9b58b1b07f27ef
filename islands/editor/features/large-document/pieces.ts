import type { Node } from '@milkdown/kit/prose/model';

/**
 * What a large paste and a large document's opening share: markdown cut into pieces
 * (markdown/chunks.ts) is read for at most a task's budget at a time, and the page gets the thread
 * back between two tasks, whatever the machine's speed.
 */
export const PIECE_CHARS = 8_000;
export const PIECE_TASK_MS = 40;

/**
 * Reads pieces from `pieces[from]` on until `deadline` (one at least), returning their blocks and
 * the index of the next piece to read.
 */
export function readPieces(pieces: readonly string[], from: number, read: (markdown: string) => Node, deadline: number): { blocks: Node[]; next: number } {
  const blocks: Node[] = [];
  let next = from;
  do {
    read(pieces[next]).content.forEach((block) => blocks.push(block));
    next += 1;
  } while (next < pieces.length && performance.now() < deadline);
  return { blocks, next };
}
