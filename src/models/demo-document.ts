import { createEffect, createEvent, sample } from 'effector';
import { documentsApi, type DemoDocumentInput } from '../api/documents';
import { unwrap } from '../api/result';
import type { DemoDocument } from '../domain/entities';
import { editorMessages } from '../domain/messages';
import { coreApi } from '../api/core';
import { buildProfileUrl, pageAddress } from '../domain/routes';
import { sampleDocument, type SamplePerson } from '../domain/sample-document';
import { displayName } from '../domain/users';
import { createDraftKeeping, createLoad, toastFailure, toastOn } from './kit';
import { callAvailability } from './backend';

/**
 * The workspace's people for the sample's mentions: a colleague (the first member who is not the
 * reader or a bot), then the reader; whoever is found. Nobody when either read fails: the sample
 * opens all the same.
 */
export async function samplePeople(workspaceSlug: string): Promise<SamplePerson[]> {
  const [members, me] = await Promise.all([coreApi.members(workspaceSlug), coreApi.me()]);
  if (!members.ok || !me.ok) return [];
  const users = members.data.map(({ member }) => member);
  const reader = users.find((user) => user.id === me.data.id);
  const colleague = users.find((user) => user.id !== me.data.id && !user.is_bot);
  return [colleague, reader].filter((user) => user !== undefined).map((user) => ({
    label: displayName(user), id: user.id, profilePath: pageAddress(buildProfileUrl(workspaceSlug, user.id)),
  }));
}

/**
 * What the demos open when the server keeps no demo document (Plane): the sample, kept in the page
 * only, its mentions naming the workspace's own people (the seed's would lead nowhere there).
 */
const unsaved = (id: string, people: readonly SamplePerson[]): DemoDocument => ({ id, content_json: null, content_html: '', content_markdown: sampleDocument(people), updated_at: '' });

export interface DemoDocumentOptions {
  /** Who the sample's mentions name where the server keeps no document. */
  findPeople?: (workspaceSlug: string) => Promise<SamplePerson[]>;
}

/**
 * The editor demo's saved document: the editor page loads and saves it, the viewer page loads it.
 * A failed save keeps the editor's content (nothing here resets it) and says why; the editor page
 * keeps a draft as the issue description does (kit/draft.ts), so a reload after it loses nothing.
 */
export function createDemoDocumentModel(workspaceSlug: string, documentId: string, { findPeople = samplePeople }: DemoDocumentOptions = {}) {
  const saveRequested = createEvent<DemoDocumentInput>();

  const availability = callAvailability('demoDocument');
  /** Why the document is neither saved nor read back, when the server has nowhere to keep it. */
  const unavailable = availability.available ? null : availability.reason;

  const document = createLoad<DemoDocument | null>({
    initial: null,
    load: async () => (unavailable ? unsaved(documentId, await findPeople(workspaceSlug)) : unwrap(documentsApi.get(workspaceSlug, documentId))),
  });
  const saveFx = createEffect((input: DemoDocumentInput) => unwrap(documentsApi.save(workspaceSlug, documentId, input)));

  const $document = document.$data.on(saveFx.doneData, (_, saved) => saved);
  /** The editor's HTML after a change (debounced by the editor). */
  const changed = createEvent<string>();
  const started = sample({ clock: document.fx.doneData, filter: Boolean, fn: (loaded) => loaded.content_html });
  const draft = createDraftKeeping({
    kind: 'document', id: documentId, started, $baseline: $document.map((saved) => saved?.content_html ?? ''), changed,
    saveRequested, htmlOf: (input: DemoDocumentInput) => input.content_html,
    // Never to a server that has nowhere to keep the document.
    $canSend: saveFx.pending.map((pending) => !pending && unavailable === null),
    saved: saveFx.done.map(({ params }) => params.content_html),
  });
  sample({ clock: draft.saveSent, target: saveFx });
  toastOn(saveFx.done, 'success', editorMessages.saved);
  toastFailure(saveFx.failData);

  return {
    unavailable, loadRequested: document.requested, saveRequested, changed, draft,
    $document, $loadError: document.$error, $loaded: document.$answered, $saving: saveFx.pending,
    loadFx: document.fx, saveFx,
  };
}

export type DemoDocumentModel = ReturnType<typeof createDemoDocumentModel>;
