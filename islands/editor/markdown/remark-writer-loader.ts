/**
 * Remark's writer (remark-writer.ts and write-tree.ts: mdast-util-to-markdown, GFM's writers) is a
 * chunk of its own. The serializer needs it only for a block its fast writer declines, and only
 * once an editor exists: createEditor awaits `loadRemarkWriter()` beside Milkdown's own creation,
 * so every editor has it before anything can write.
 */
import type { Node, Schema } from '@milkdown/kit/prose/model';
import type { ListMarkers } from './options';

type RemarkWriterModule = typeof import('./remark-writer');

let loaded: RemarkWriterModule | null = null;
let loading: Promise<void> | null = null;

export function loadRemarkWriter(): Promise<void> {
  loading ??= import('./remark-writer').then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      // A failed chunk fetch is tried again by the next editor, not remembered.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface BlockWriter {
  write(doc: Node): string;
}

/** Remark's writer for the schema in the given list markers, made on first use. */
export function remarkWriter(schema: Schema, markers: ListMarkers): BlockWriter {
  let writer: BlockWriter | null = null;
  return {
    write(doc) {
      if (!loaded) throw new Error('Markdown was written before the editor finished loading (createEditor awaits loadRemarkWriter).');
      writer ??= new loaded.MarkdownWriter(schema, markers);
      return writer.write(doc);
    },
  };
}
