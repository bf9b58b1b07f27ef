import { createEffect, createEvent, createStore, sample } from 'effector';
import { coreApi } from '../api/core';
import { downloadFile } from '../api/download';
import { errorText, unwrap } from '../api/result';
import { settingsApi, type ImportRequest } from '../api/settings';
import type { ExportFormat } from '../domain/constants';
import type { Project, Workspace, WorkspaceApiToken, WorkspaceExport } from '../domain/entities';
import { genericError, settingsMessages } from '../domain/messages';
import type { ApiTokenExpiry, CreateWorkspaceInput } from '../domain/settings';
import { createCollectionModel } from './settings-collection';
import { notify } from './toasts';

/** The General page: the workspace's name (and logo, shown), saved with PATCH. */
export function createWorkspaceGeneralModel(slug: string) {
  const mounted = createEvent();
  const nameSubmitted = createEvent<string>();
  const logoChanged = createEvent<string | null>();

  const loadFx = createEffect(() => unwrap(coreApi.workspace(slug)));
  const saveFx = createEffect((name: string) => unwrap(settingsApi.updateWorkspace(slug, { name: name.trim() })));

  const $workspace = createStore<Workspace | null>(null)
    .on(loadFx.doneData, (_, w) => w)
    .on(saveFx.doneData, (_, w) => w)
    .on(logoChanged, (w, logo) => (w ? { ...w, logo } : w));
  const $loadError = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);

  sample({ clock: mounted, target: loadFx });
  sample({ clock: nameSubmitted, source: saveFx.pending, filter: (pending) => !pending, fn: (_, name) => name, target: saveFx });
  sample({ clock: saveFx.done, fn: () => ({ type: 'success' as const, message: settingsMessages.general.saved }), target: notify });
  sample({ clock: saveFx.failData, fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }), target: notify });

  return { mounted, nameSubmitted, logoChanged, $workspace, $loadError, $saving: saveFx.pending, loadFx, saveFx };
}

/** The create-workspace form; the server checks the slug again (reserved, taken). */
export function createWorkspaceCreationModel() {
  const submitted = createEvent<CreateWorkspaceInput>();
  const createFx = createEffect((input: CreateWorkspaceInput) => unwrap(settingsApi.createWorkspace(input)));
  const $created = createStore<Workspace | null>(null).on(createFx.doneData, (_, w) => w);
  const $formVersion = createStore(0).on(createFx.done, (n) => n + 1);

  sample({ clock: submitted, source: createFx.pending, filter: (pending) => !pending, fn: (_, input) => input, target: createFx });
  sample({
    clock: createFx.doneData,
    fn: (w) => ({ type: 'success' as const, message: settingsMessages.createWorkspace.created(w.name, w.slug) }),
    target: notify,
  });
  sample({ clock: createFx.failData, fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }), target: notify });

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
  const loadProjectsFx = createEffect(() => unwrap(coreApi.projects(slug)));
  const $projects = createStore<Project[]>([]).on(loadProjectsFx.doneData, (_, projects) => projects);
  sample({ clock: collection.mounted, target: loadProjectsFx });

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
  sample({ clock: downloadFx.doneData, fn: (name) => ({ type: 'success' as const, message: settingsMessages.exports.ready(name) }), target: notify });
  sample({ clock: downloadFx.failData, fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }), target: notify });

  return { ...collection, downloadRequested, downloadFx, $downloading, $projects };
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
  const copyFx = createEffect((token: string) => navigator.clipboard.writeText(token));
  const $revealed = createStore<WorkspaceApiToken | null>(null)
    .on(collection.createFx.doneData, (_, token) => token)
    .reset(revealDismissed);
  sample({ clock: copyRequested, target: copyFx });
  sample({ clock: copyFx.done, fn: () => ({ type: 'success' as const, message: settingsMessages.apiTokens.copied }), target: notify });
  sample({ clock: copyFx.fail, fn: () => ({ type: 'error' as const, message: genericError }), target: notify });
  return { ...collection, revealDismissed, copyRequested, $revealed };
}
