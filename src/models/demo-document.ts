import { createEffect, createEvent, createStore, sample } from 'effector';
import { documentsApi, type DemoDocumentInput } from '../api/documents';
import { errorText, unwrap } from '../api/result';
import type { DemoDocument } from '../domain/entities';
import { editorMessages, genericError } from '../domain/messages';
import { notify } from './toasts';
import { callAvailability } from './backend';

/** What the editor opens with when the server keeps no demo document (Plane): an empty one, kept in the page only. */
const unsaved = (id: string): DemoDocument => ({ id, content_json: null, content_html: '', content_markdown: '', updated_at: '' });

/**
 * The editor demo's saved document: the editor page loads and saves it, the viewer page loads it.
 * A failed save keeps the editor's content (nothing here resets it) and says why.
 */
export function createDemoDocumentModel(workspaceSlug: string, documentId: string) {
  const loadRequested = createEvent();
  const saveRequested = createEvent<DemoDocumentInput>();

  const availability = callAvailability('demoDocument');
  /** Why the document is neither saved nor read back, when the server has nowhere to keep it. */
  const unavailable = availability.available ? null : availability.reason;

  const loadFx = createEffect(async () => (unavailable ? unsaved(documentId) : unwrap(documentsApi.get(workspaceSlug, documentId))));
  const saveFx = createEffect((input: DemoDocumentInput) => unwrap(documentsApi.save(workspaceSlug, documentId, input)));

  const $document = createStore<DemoDocument | null>(null)
    .on(loadFx.doneData, (_, document) => document)
    .on(saveFx.doneData, (_, document) => document);
  const $loadError = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);
  const $loaded = createStore(false).on(loadFx.finally, () => true);
  const $saving = saveFx.pending;

  sample({ clock: loadRequested, target: loadFx });
  sample({ clock: saveRequested, filter: saveFx.pending.map((pending) => !pending && unavailable === null), target: saveFx });
  sample({ clock: saveFx.done, fn: () => ({ type: 'success' as const, message: editorMessages.saved }), target: notify });
  sample({
    clock: saveFx.failData,
    fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }),
    target: notify,
  });

  return { unavailable, loadRequested, saveRequested, $document, $loadError, $loaded, $saving, loadFx, saveFx };
}

export type DemoDocumentModel = ReturnType<typeof createDemoDocumentModel>;
