/**
 * The one markdown serializer: a document's markdown, one top-level block at a time. Each block is
 * written by the fast path when its nodes can write themselves (fast-writer.ts), else through remark
 * (remark-writer.ts, loaded with the editor), and cached by node identity: a keystroke rewrites only
 * the block it changed.
 */
import type { Node, Schema } from '@milkdown/kit/prose/model';
import { createBlockCache } from '../../../src/domain/editor/block-cache';
import { joinTrimmedBlocks, nextMarkerVariant, trimMarkdownBlock } from './blocks';
import { listFamilyOf, writeBlockFast } from './fast-writer';
import { LIST_MARKERS } from './options';
import { remarkWriter } from './remark-writer-loader';

export interface MarkdownSerializer {
  write(doc: Node): string;
  /** Blocks written so far (tests use it to prove the cache works). */
  readonly renders: number;
}

const isEmptyParagraph = (node: Node) => node.type.name === 'paragraph' && node.content.size === 0;

export function createMarkdownSerializer(schema: Schema): MarkdownSerializer {
  const remarkWriters = LIST_MARKERS.map((markers) => remarkWriter(schema, markers));
  const cache = createBlockCache<Node, string>(
    (block, variant) => trimMarkdownBlock(writeBlockFast(block, LIST_MARKERS[variant]) ?? remarkWriters[variant].write(schema.topNodeType.create(null, block))),
  );
  return {
    // One pass and one array: this runs over every block of the document after each keystroke.
    write(doc) {
      const parts: string[] = [];
      let family: string | null = null;
      let variant = 0;
      for (let i = 0; i < doc.childCount; i++) {
        const block = doc.child(i);
        if (isEmptyParagraph(block)) continue;
        const next = listFamilyOf(block);
        variant = nextMarkerVariant(family, variant, next);
        family = next;
        parts.push(cache.get(block, variant));
      }
      return joinTrimmedBlocks(parts);
    },
    get renders() {
      return cache.renders;
    },
  };
}
