import { createEffect, createEvent, createStore, sample } from 'effector';
import { coreApi } from '../api/core';
import { downloadFile } from '../api/download';
import { unwrap } from '../api/result';
import { settingsApi, type ImportRequest } from '../api/settings';
import type { ExportFormat } from '../domain/constants';
import type { Project, Workspace, WorkspaceApiToken, WorkspaceExport } from '../domain/entities';
import { settingsMessages } from '../domain/messages';
import type { ApiTokenExpiry, CreateWorkspaceInput } from '../domain/settings';
import { createClipboardCopy, createLoad, startWhenIdle, toastFailure, toastOn } from './kit';
import { createCollectionModel } from './settings-collection';

/** The General page: the workspace's name (and logo, shown), saved with PATCH. */
export function createWorkspaceGeneralModel(slug: string) {
  const nameSubmitted = createEvent<string>();
  const logoChanged = createEvent<string | null>();

  const workspace = createLoad<Workspace | null>({ initial: null, load: () => unwrap(coreApi.workspace(slug)) });
  const saveFx = createEffect((name: string) => unwrap(settingsApi.updateWorkspace(slug, { name: name.trim() })));

  const $workspace = workspace.$data
    .on(saveFx.doneData, (_, w) => w)
    .on(logoChanged, (w, logo) => (w ? { ...w, logo } : w));

  startWhenIdle(nameSubmitted, saveFx);
  toastOn(saveFx.done, 'success', settingsMessages.general.saved);
  toastFailure(saveFx.failData);

  return { mounted: workspace.requested, nameSubmitted, logoChanged, $workspace, $loadError: workspace.$error, $saving: saveFx.pending, loadFx: workspace.fx, saveFx };
}

/** The create-workspace form; the server checks the slug again (reserved, taken). */
export function createWorkspaceCreationModel() {
  const submitted = createEvent<CreateWorkspaceInput>();
  const createFx = createEffect((input: CreateWorkspaceInput) => unwrap(settingsApi.createWorkspace(input)));
  const $created = createStore<Workspace | null>(null).on(createFx.doneData, (_, w) => w);
  const $formVersion = createStore(0).on(createFx.done, (n) => n + 1);

  startWhenIdle(submitted, createFx);
  toastOn(createFx.doneData, 'success', (w) => settingsMessages.createWorkspace.created(w.name, w.slug));
  toastFailure(createFx.failData);

  return { submitted, $created, $formVersion, $submitting: createFx.pending, createFx };
}

export interface ExportInput {
  format: ExportFormat;
  projectIds: string[] | null;
}

/** Exports: each one is listed and its file downloads right away (and again from the list). */
export function createExportsModel(slug: string) {
  const collection = createCollectionModel<WorkspaceExport, ExportInput>({
    load: () => settingsApi.exports(slug),
    create: ({ format, projectIds }) => settingsApi.createExport(slug, format, projectIds),
  });
  const downloadRequested = createEvent<WorkspaceExport>();
  const projects = createLoad<Project[]>({ initial: [], load: () => unwrap(coreApi.projects(slug)) });
  sample({ clock: collection.mounted, target: projects.requested });

  /** Fetches the bytes and hands them to the browser as a file download. */
  const downloadFx = createEffect(async (record: WorkspaceExport) => {
    const file = await unwrap(downloadFile(record.url, record.file_name));
    const url = URL.createObjectURL(file.blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file.fileName;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // Revoking at once can cancel the download in some browsers; a minute is plenty.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return file.fileName;
  });
  const $downloading = createStore<string | null>(null)
    .on(downloadFx, (_, record) => record.id)
    .on(downloadFx.finally, () => null);

  sample({ clock: [downloadRequested, collection.createFx.doneData], target: downloadFx });
  toastOn(downloadFx.doneData, 'success', settingsMessages.exports.ready);
  toastFailure(downloadFx.failData);

  return { ...collection, downloadRequested, downloadFx, $downloading, $projects: projects.$data };
}

export function createImportsModel(slug: string) {
  return createCollectionModel({
    load: () => settingsApi.imports(slug),
    create: (input: ImportRequest) => settingsApi.createImport(slug, input),
    createdMessage: settingsMessages.imports.started,
  });
}

export function createWebhooksModel(slug: string) {
  return createCollectionModel({
    load: () => settingsApi.webhooks(slug),
    create: (url: string) => settingsApi.createWebhook(slug, url),
    remove: (id) => settingsApi.deleteWebhook(slug, id),
    createdMessage: settingsMessages.webhooks.created,
    deletedMessage: settingsMessages.webhooks.deleted,
  });
}

/** API tokens: the secret comes once, in the create answer; it is shown until dismissed. */
export function createApiTokensModel(slug: string) {
  const collection = createCollectionModel({
    load: () => settingsApi.apiTokens(slug),
    create: ({ label, expiry }: { label: string; expiry: ApiTokenExpiry }) => settingsApi.createApiToken(slug, label, expiry),
    remove: (id) => settingsApi.deleteApiToken(slug, id),
    createdMessage: settingsMessages.apiTokens.created,
    deletedMessage: settingsMessages.apiTokens.deleted,
    toListItem: ({ token: _secret, ...rest }) => rest,
  });
  const revealDismissed = createEvent();
  const copyRequested = createEvent<string>();
  const copyFx = createClipboardCopy({ message: settingsMessages.apiTokens.copied });
  const $revealed = createStore<WorkspaceApiToken | null>(null)
    .on(collection.createFx.doneData, (_, token) => token)
    .reset(revealDismissed);
  sample({ clock: copyRequested, target: copyFx });
  return { ...collection, revealDismissed, copyRequested, $revealed };
}
