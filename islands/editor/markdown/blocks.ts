/** How the serializer puts the per-block markdown together (pure: no editor needed). */

/** A block as it is joined: without trailing newlines, and '' when it holds nothing but spaces. */
export function trimMarkdownBlock(block: string): string {
  const end = block.replace(/\n+$/, '');
  return end.trim() === '' ? '' : end;
}

/**
 * Markdown joins blocks with a blank line. Empty blocks add nothing (markdown cannot hold an
 * empty paragraph), and the document ends with one newline. The blocks come trimmed
 * (trimMarkdownBlock). The serializer caches blocks trimmed, so a
 * keystroke's markdown copies no block text but the join's: trimming every block on each call was
 * most of the time after one keystroke at 150 KB.
 */
export function joinTrimmedBlocks(blocks: readonly string[]): string {
  const parts = blocks.filter((b) => b !== '');
  return parts.length ? `${parts.join('\n\n')}\n` : '';
}

/**
 * Adjacent lists of the same family would merge into one when the markdown is read back; the
 * serialiser alternates the marker (variant 1) along a run of them, as remark does for a whole doc.
 * One step along the blocks: the variant of a block of `family` after one of `previousFamily`.
 */
export function nextMarkerVariant(previousFamily: string | null, previousVariant: number, family: string | null): number {
  return family !== null && family === previousFamily ? 1 - previousVariant : 0;
}
