/**
 * Creates one Milkdown editor (or read-only viewer) in a DOM element, with the initial content
 * parsed once by the codec (Milkdown's own default-value path is bypassed, so nothing is parsed
 * or serialised twice at mount).
 */
import {
  Editor, editorStateOptionsCtx, editorViewCtx, editorViewOptionsCtx, rootCtx,
} from '@milkdown/kit/core';
import type { Node } from '@milkdown/kit/prose/model';
import type { EditorView } from '@milkdown/kit/prose/view';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { editorMessages } from '../../src/domain/messages';
import type { EditorBridge } from './bridge';
import { createCodec, type DocumentCodec } from './codec';
import { openDocument, type StoredForm } from './open-document';
import { editingPlugins, renderPlugins, schemaPlugins } from './composition';
import { bridgeCtx } from './bridge/context';
import { loadRemarkWriter, markdownReaderOf } from './markdown';
import { startOpening, type Opening } from './features/large-document/open';
import { creationYields } from './plugins/creation-yields';
import { fetchLongDocumentChunk, mayBeLong } from './features/lazy-blocks/plugin';

export interface CreateEditorOptions {
  root: HTMLElement;
  bridge: EditorBridge;
  value?: ContentValue | null;
  format?: ContentFormat;
  /** The document's other stored forms, read when `value` cannot be read whole. */
  others?: StoredForm[];
  ariaLabel?: string;
  /** The editor loads keys, input rules, paste and menus (used once editable); the viewer never does. */
  mode?: 'editor' | 'viewer';
}

export interface CreatedEditor {
  editor: Editor;
  view: EditorView;
  codec: DocumentCodec;
  /** Said above the document when it did not open exactly as stored (open-document.ts). */
  notice: string | null;
  /** A large document's pieces still to append (features/large-document/open.ts); null when it opened whole. */
  opening: Opening | null;
  /** Opens the value whole, as a small one opens: what an opening falls back to. */
  openWhole: () => { doc: Node; notice: string | null };
}

export async function createEditor({ root, bridge, value, format = 'markdown', others, ariaLabel, mode = 'editor' }: CreateEditorOptions): Promise<CreatedEditor> {
  let codec: DocumentCodec | null = null;
  let notice: string | null = null;
  let opening: Opening | null = null;
  const openWhole = () => openDocument(codec!, value, format, others);
  // Fetched while Milkdown builds the editor; nothing writes markdown before both are done. A viewer
  // never writes markdown, so it does not wait for the writer.
  const remarkWriter = mode === 'editor' ? loadRemarkWriter() : null;
  remarkWriter?.catch(() => undefined); // awaited below; this only keeps a failed create from leaving it unhandled
  // A long document draws only part of itself once this chunk is here: from its first frame on, when
  // it may be long. An editor fetches it anyway, as a paste can make its document long: one that
  // turned long before the chunk came would switch with thousands of blocks drawn (a 5 MB paste took
  // 12 s instead of 1.8, bench/run-paste.mjs).
  const longChunk = mode === 'editor' || mayBeLong(value) ? fetchLongDocumentChunk().catch(() => undefined) : null;
  if (mayBeLong(value)) await longChunk;
  const editor = Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, root);
      ctx.set(bridgeCtx.key, bridge);
      ctx.update(editorViewOptionsCtx, (previous) => ({
        ...previous,
        // A document still opening stays contenteditable (opening-guard.ts refuses changes): read-only and busy to assistive technology.
        editable: () => bridge.host.editable,
        attributes: () => ({
          class: 'plane-prose',
          'aria-label': ariaLabel ?? (mode === 'editor' ? editorMessages.editorLabel : editorMessages.viewerLabel),
          'aria-multiline': 'true',
          ...(bridge.canEdit ? {} : { 'aria-readonly': 'true' }),
          ...(bridge.opening.running ? { 'aria-busy': 'true' } : {}),
        }),
      }));
      ctx.set(editorStateOptionsCtx, (previous) => {
        codec = createCodec(ctx);
        const started = startOpening(value, format, codec.schema, markdownReaderOf(ctx));
        if (started) {
          opening = started.opening;
          bridge.opening.set(opening.next, opening.pieces.length);
          return { ...previous, doc: started.doc };
        }
        const opened = openWhole();
        notice = opened.notice;
        return { ...previous, doc: opened.doc };
      });
    })
    .use(schemaPlugins)
    .use(renderPlugins)
    .use(creationYields);
  if (mode === 'editor') editor.use(editingPlugins);
  await editor.create();
  try {
    await remarkWriter;
  } catch (error) {
    await editor.destroy();
    throw error;
  }
  const view = editor.ctx.get(editorViewCtx);
  bridge.codec = codec;
  return { editor, view, codec: codec!, notice, opening, openWhole };
}
