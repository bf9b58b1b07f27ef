/**
 * Per-block output cache keyed by node identity. ProseMirror keeps unchanged nodes as the same
 * objects across transactions, so a change re-renders only the blocks it touched.
 */
export interface BlockCache<Block extends object, Output> {
  get(block: Block, variant?: number): Output;
  /** How many renders ran: lets tests prove that unchanged blocks are not rendered again. */
  readonly renders: number;
}

export function createBlockCache<Block extends object, Output>(render: (block: Block, variant: number) => Output): BlockCache<Block, Output> {
  const caches = new Map<number, WeakMap<Block, Output>>();
  let renders = 0;
  return {
    get(block, variant = 0) {
      let cache = caches.get(variant);
      if (!cache) {
        cache = new WeakMap();
        caches.set(variant, cache);
      }
      if (cache.has(block)) return cache.get(block) as Output;
      renders += 1;
      const output = render(block, variant);
      cache.set(block, output);
      return output;
    },
    get renders() {
      return renders;
    },
  };
}

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
