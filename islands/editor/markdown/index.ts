/**
 * The editor's markdown in one place, and what the rest of the editor imports of it: reading
 * (the fast reader, else remark; either tree through the remark plugins and the node files' runners),
 * writing (serializer.ts), the stringify options and the remark plugins.
 *
 * A new markdown construct is a reader case in reader.ts (or none: remark reads it) and a
 * `fastMarkdown` writer in its node's file (or none: remark writes it); the differential tests
 * (reader.test.ts, fast-writer.test.ts) hold both fast paths to remark.
 */
import { parserCtx, remarkCtx, schemaCtx } from '@milkdown/kit/core';
import type { Ctx } from '@milkdown/kit/ctx';
import type { Node } from '@milkdown/kit/prose/model';
import { ParserState, type MarkdownNode } from '@milkdown/kit/transformer';
import { readMarkdownFast } from './reader';
import { createMarkdownSerializer } from './serializer';

export { stringifyOptions } from './options';
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
  const parseMarkdown = ctx.get(parserCtx);
  const remark = ctx.get(remarkCtx);
  const serializer = createMarkdownSerializer(schema, remark);
  return {
    // A plain document's tree comes from the fast reader; it goes through remark's transformers and Milkdown's runners all the same.
    read(markdown) {
      const tree = readMarkdownFast(markdown);
      if (!tree) return parseMarkdown(markdown);
      const state = new ParserState(schema);
      state.next(remark.runSync(tree as never) as MarkdownNode);
      return state.toDoc();
    },
    write: (doc) => serializer.write(doc),
    get renders() {
      return serializer.renders;
    },
  };
}
