/**
 * Clicking the editor container below the content (SPEC section 2, "Editor behaviour"): the editor
 * takes focus, and an empty paragraph is appended unless the last block is an empty paragraph, a
 * list, a task item, a table, a quote or a code block.
 */
export type LastBlockKind =
  | 'empty-paragraph' | 'paragraph' | 'heading' | 'bullet-list' | 'ordered-list' | 'task-list' | 'table' | 'quote'
  | 'code-block' | 'divider' | 'image' | 'other';

const KEEP: ReadonlySet<LastBlockKind> = new Set([
  'empty-paragraph', 'bullet-list', 'ordered-list', 'task-list', 'table', 'quote', 'code-block',
]);

export function shouldAppendParagraph(last: LastBlockKind | null): boolean {
  return last !== null && !KEEP.has(last);
}
