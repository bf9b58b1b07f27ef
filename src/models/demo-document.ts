import { createEffect, createEvent } from 'effector';
import { documentsApi, type DemoDocumentInput } from '../api/documents';
import { unwrap } from '../api/result';
import type { DemoDocument } from '../domain/entities';
import { editorMessages } from '../domain/messages';
import { createLoad, startWhenIdle, toastFailure, toastOn } from './kit';

/**
 * The editor demo's saved document: the editor page loads and saves it, the viewer page loads it.
 * A failed save keeps the editor's content (nothing here resets it) and says why.
 */
export function createDemoDocumentModel(workspaceSlug: string, documentId: string) {
  const saveRequested = createEvent<DemoDocumentInput>();

  const document = createLoad<DemoDocument | null>({ initial: null, load: () => unwrap(documentsApi.get(workspaceSlug, documentId)) });
  const saveFx = createEffect((input: DemoDocumentInput) => unwrap(documentsApi.save(workspaceSlug, documentId, input)));

  const $document = document.$data.on(saveFx.doneData, (_, saved) => saved);

  startWhenIdle(saveRequested, saveFx);
  toastOn(saveFx.done, 'success', editorMessages.saved);
  toastFailure(saveFx.failData);

  return {
    loadRequested: document.requested, saveRequested,
    $document, $loadError: document.$error, $loaded: document.$answered, $saving: saveFx.pending,
    loadFx: document.fx, saveFx,
  };
}

export type DemoDocumentModel = ReturnType<typeof createDemoDocumentModel>;
