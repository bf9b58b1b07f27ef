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
