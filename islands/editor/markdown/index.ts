/**
 * The editor's markdown in one place, and what the rest of the editor imports of it: reading
 * (the fast reader, else remark; either tree through the remark plugins and the node files' runners),
 * writing (serializer.ts; remark's writer loads with the editor: remark-writer-loader.ts) and the remark plugins.
 *
 * A new markdown construct is a reader case in reader.ts (or none: remark reads it) and a
 * `fastMarkdown` writer in its node's file (or none: remark writes it); the differential tests
 * (reader.test.ts, fast-writer.test.ts) hold both fast paths to remark.
 */
import { schemaCtx } from '@milkdown/kit/core';
import type { Ctx } from '@milkdown/kit/ctx';
import type { Node } from '@milkdown/kit/prose/model';
import { markdownReaderOf } from './read';
import { createMarkdownSerializer } from './serializer';

export { markdownReaderOf } from './read';

export { loadRemarkWriter } from './remark-writer-loader';
export { remarkGfmPlugin } from './remark-gfm';
export { remarkNormalize } from './remark-normalize';

export interface MarkdownCodec {
  read(markdown: string): Node;
  write(doc: Node): string;
  /** Blocks written so far (tests use it to prove the cache works). */
  readonly renders: number;
}

export function createMarkdownCodec(ctx: Ctx): MarkdownCodec {
  const schema = ctx.get(schemaCtx);
  const serializer = createMarkdownSerializer(schema);
  return {
    read: markdownReaderOf(ctx),
    write: (doc) => serializer.write(doc),
    get renders() {
      return serializer.renders;
    },
  };
}
