/**
 * What the site's builds resolve `remark-stringify` to (bundle-alias.mjs). Milkdown's core
 * builds its remark processor with remark-stringify, which would put mdast-util-to-markdown in every
 * editor page's first chunk. The editor never writes through that processor: it writes with
 * remark-writer.ts, loaded beside the editor (remark-writer-loader.ts). A call to the processor's `stringify`
 * is a bug, and says so.
 */
import type { Processor } from 'unified';

export default function remarkStringifyUnbundled(this: Processor) {
  this.compiler = () => {
    throw new Error("remark's stringify is not bundled: write markdown with islands/editor/markdown/remark-writer.ts");
  };
}
