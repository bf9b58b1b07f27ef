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
  const caches: Array<WeakMap<Block, { output: Output }>> = [];
  let renders = 0;
  return {
    // One lookup per block: this runs for every block of the document on each keystroke.
    get(block, variant = 0) {
      const cache = (caches[variant] ??= new WeakMap());
      const hit = cache.get(block);
      if (hit) return hit.output;
      renders += 1;
      const output = render(block, variant);
      cache.set(block, { output });
      return output;
    },
    get renders() {
      return renders;
    },
  };
}
