import { createEffect, createEvent, sample } from 'effector';
import { documentsApi, type DemoDocumentInput } from '../api/documents';
import { unwrap } from '../api/result';
import type { DemoDocument } from '../domain/entities';
import { editorMessages } from '../domain/messages';
import { EDITOR_DEMO_MARKDOWN } from '../domain/sample-document';
import { createDraftKeeping, createLoad, toastFailure, toastOn } from './kit';
import { callAvailability } from './backend';

/** What the demos open when the server keeps no demo document (Plane): the sample, kept in the page only. */
const unsaved = (id: string): DemoDocument => ({ id, content_json: null, content_html: '', content_markdown: EDITOR_DEMO_MARKDOWN, updated_at: '' });

/**
 * The editor demo's saved document: the editor page loads and saves it, the viewer page loads it.
 * A failed save keeps the editor's content (nothing here resets it) and says why; the editor page
 * keeps a draft as the issue description does (kit/draft.ts), so a reload after it loses nothing.
 */
export function createDemoDocumentModel(workspaceSlug: string, documentId: string) {
  const saveRequested = createEvent<DemoDocumentInput>();

  const availability = callAvailability('demoDocument');
  /** Why the document is neither saved nor read back, when the server has nowhere to keep it. */
  const unavailable = availability.available ? null : availability.reason;

  const document = createLoad<DemoDocument | null>({
    initial: null,
    load: async () => (unavailable ? unsaved(documentId) : unwrap(documentsApi.get(workspaceSlug, documentId))),
  });
  const saveFx = createEffect((input: DemoDocumentInput) => unwrap(documentsApi.save(workspaceSlug, documentId, input)));

  const $document = document.$data.on(saveFx.doneData, (_, saved) => saved);
  /** The editor's HTML after a change (debounced by the editor). */
  const changed = createEvent<string>();
  const started = sample({ clock: document.fx.doneData, filter: Boolean, fn: (loaded) => loaded.content_html });
  const draft = createDraftKeeping({
    kind: 'document', id: documentId, started, $baseline: $document.map((saved) => saved?.content_html ?? ''), changed,
    saveRequested: saveRequested.map((input) => input.content_html), saved: saveFx.done.map(({ params }) => params.content_html),
  });

  // Saves once at a time, and never to a server that has nowhere to keep the document.
  sample({ clock: saveRequested, filter: saveFx.pending.map((pending) => !pending && unavailable === null), target: saveFx });
  toastOn(saveFx.done, 'success', editorMessages.saved);
  toastFailure(saveFx.failData);

  return {
    unavailable, loadRequested: document.requested, saveRequested, changed, draft,
    $document, $loadError: document.$error, $loaded: document.$answered, $saving: saveFx.pending,
    loadFx: document.fx, saveFx,
  };
}

export type DemoDocumentModel = ReturnType<typeof createDemoDocumentModel>;
