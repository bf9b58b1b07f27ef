/** How the serializer puts the per-block markdown together (pure: no editor needed). */

/**
 * Markdown joins blocks with a blank line. Empty blocks add nothing (markdown cannot hold an
 * empty paragraph), and the document ends with one newline.
 */
export function joinMarkdownBlocks(blocks: readonly string[]): string {
  const parts = blocks.map((b) => b.replace(/\n+$/, '')).filter((b) => b.trim() !== '');
  return parts.length ? `${parts.join('\n\n')}\n` : '';
}

/**
 * Adjacent lists of the same family would merge into one when the markdown is read back; the
 * serialiser alternates the marker (variant 1) along a run of them, as remark does for a whole doc.
 */
export function listMarkerVariants(families: ReadonlyArray<string | null>): number[] {
  const variants: number[] = [];
  families.forEach((family, i) => {
    const previous = i > 0 ? families[i - 1] : null;
    variants.push(family !== null && family === previous ? 1 - variants[i - 1] : 0);
  });
  return variants;
}
