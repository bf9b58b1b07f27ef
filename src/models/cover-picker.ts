import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { assetsApi } from '../api/assets';
import { coreApi } from '../api/core';
import { mediaApi } from '../api/media';
import { profileApi } from '../api/profile';
import { unwrap } from '../api/result';
import type { UnsplashImage } from '../domain/entities';
import { coverMessages, uploadMessages } from '../domain/messages';
import { shouldDeleteReplaced } from '../domain/upload';
import { createDisclosure, createLatestSearch, createLoad, toastFailure, toastOn } from './kit';
import { createUploadSlot } from './upload-slot';

export type CoverTab = 'unsplash' | 'images' | 'upload';
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CoverTarget {
  workspaceSlug: string;
  projectId: string;
}

interface SaveParams {
  url: string;
  replacing: string | null;
}

/**
 * The cover image picker of a project (REFERENCE 2.7): Unsplash search, the built-in covers and an
 * upload, each choosing the project's cover. A replaced uploaded cover is deleted; stock pictures
 * and built-in covers never are. Unsplash is hidden when its first load fails; Images when the
 * list is empty.
 */
export function createCoverPickerModel({ workspaceSlug, projectId }: CoverTarget) {
  const slot = createUploadSlot({ kind: 'workspace', workspaceSlug, purpose: { use: 'project-cover', projectId } });

  const tabChanged = createEvent<CoverTab>();
  const queryChanged = createEvent<string>();
  const searchSubmitted = createEvent();
  const imageChosen = createEvent<string>();
  const uploadSubmitted = createEvent();

  const current = createLoad<{ cover: string | null; workspaceId: string | null }>({
    initial: { cover: null, workspaceId: null },
    load: async () => {
      const [project, workspace] = await Promise.all([
        unwrap(coreApi.project(workspaceSlug, projectId)),
        unwrap(profileApi.workspace(workspaceSlug)),
      ]);
      return { cover: project.cover_image ?? null, workspaceId: workspace.id };
    },
  });
  // Searches may answer out of order (the first load can still be on its way when a search is
  // sent): only the newest one's answer fills the grid.
  const unsplash = createLatestSearch((query: string, signal: AbortSignal) => unwrap(mediaApi.unsplash(query, signal)));
  const coversFx = createEffect(() => unwrap(mediaApi.projectCovers()));
  const saveFx = createEffect(async ({ url }: SaveParams) => (await unwrap(coreApi.updateProject(workspaceSlug, projectId, { cover_image: url }))).cover_image ?? url);
  const deleteOldFx = createEffect(async ({ url, workspaceId }: { url: string; workspaceId: string | null }) => {
    const result = await assetsApi.deleteByUrl({ kind: 'workspace', workspaceSlug }, url, workspaceId);
    if (!result.ok) console.warn(`The old cover ${url} could not be deleted: ${result.error.message}`);
  });

  const $value = createStore<string | null>(null)
    .on(current.fx.doneData, (_, { cover }) => cover)
    .on(saveFx.doneData, (_, url) => url);
  const $workspaceId = current.$data.map(({ workspaceId }) => workspaceId);
  const popover = createDisclosure({ closesOn: saveFx.done });
  const { opened, closed } = popover;
  const $query = createStore('').on(queryChanged, (_, query) => query);
  const $results = createStore<UnsplashImage[]>([]).on(unsplash.answered, (_, { result }) => result);
  const $unsplashEverLoaded = createStore(false).on(unsplash.answered, () => true);
  const $unsplashStatus = createStore<LoadStatus>('idle')
    .on(unsplash.requested, () => 'loading')
    .on(unsplash.answered, () => 'ready');
  // Only a first load that fails hides the tab; a later failed search keeps the earlier results.
  sample({ clock: unsplash.failed, source: $unsplashEverLoaded, fn: (ever): LoadStatus => (ever ? 'ready' : 'failed'), target: $unsplashStatus });
  const $covers = createStore<string[]>([]).on(coversFx.doneData, (_, covers) => covers);
  const $coversStatus = createStore<LoadStatus>('idle')
    .on(coversFx, () => 'loading')
    .on(coversFx.done, () => 'ready')
    .on(coversFx.fail, () => 'failed');
  const $saving = saveFx.pending;
  const $busy = combine(saveFx.pending, slot.$uploading, (saving, uploading) => saving || uploading);

  const $tabs = combine($unsplashStatus, $covers, $coversStatus, (unsplash, covers, coversStatus): CoverTab[] => [
    ...(unsplash === 'failed' ? [] : (['unsplash'] as const)),
    ...(covers.length > 0 || coversStatus === 'loading' || coversStatus === 'idle' ? (['images'] as const) : []),
    'upload',
  ]);
  const $chosenTab = createStore<CoverTab>('unsplash').on(tabChanged, (_, tab) => tab).reset(opened);
  /** The chosen tab, or the first one still shown when it disappears. */
  const $tab = combine($chosenTab, $tabs, (tab, tabs) => (tabs.includes(tab) ? tab : tabs[0]));

  sample({ clock: opened, target: slot.configRequested });
  sample({ clock: opened, source: $unsplashStatus, filter: (s) => s === 'idle', fn: () => '', target: unsplash.requested });
  sample({ clock: opened, source: $coversStatus, filter: (s) => s === 'idle' || s === 'failed', target: coversFx });
  sample({ clock: closed, target: slot.cleared });
  sample({ clock: searchSubmitted, source: $query, target: unsplash.requested });

  sample({
    clock: imageChosen,
    source: { value: $value, busy: $busy },
    filter: ({ busy }) => !busy,
    fn: ({ value }, url): SaveParams => ({ url, replacing: value }),
    target: saveFx,
  });
  slot.uploadOn(uploadSubmitted, $busy);
  sample({ clock: slot.uploadFx.doneData, source: $value, fn: (value, url): SaveParams => ({ url, replacing: value }), target: saveFx });
  sample({ clock: saveFx.done, target: slot.cleared });

  sample({
    clock: saveFx.done,
    source: { covers: $covers, workspaceId: $workspaceId },
    filter: ({ covers }, { params, result }) => shouldDeleteReplaced(params.replacing, result, covers),
    fn: ({ workspaceId }, { params }) => ({ url: params.replacing!, workspaceId }),
    target: deleteOldFx,
  });

  toastOn(saveFx.done, 'success', coverMessages.coverUpdated);
  // A failed first load hides the tab instead; a later failed search says why.
  const searchFailed = sample({ clock: unsplash.failed, source: $unsplashEverLoaded, filter: (ever) => ever, fn: (_, { error }) => error });
  toastFailure([searchFailed, saveFx.failData]);
  toastFailure(slot.uploadFailed, uploadMessages.failure, 'spec');

  /** The panel's props as units; `upload` is its Upload tab. */
  const view = {
    tabs: $tabs, tab: $tab, value: $value, query: $query, unsplashStatus: $unsplashStatus, results: $results, covers: $covers, coversStatus: $coversStatus,
    saving: $saving, onTabChange: tabChanged, onQueryChange: queryChanged, onSearch: searchSubmitted, onChoose: imageChosen,
  };
  const uploadView = { ...slot.view, onSubmit: uploadSubmitted, onClear: slot.cleared };

  return {
    slot, view, uploadView,
    mounted: current.requested, opened, closed, tabChanged, queryChanged, searchSubmitted, imageChosen, uploadSubmitted,
    loadFx: current.fx, preloadFx: current.preloadFx, unsplashFx: unsplash.fx, coversFx, saveFx, deleteOldFx,
    $value, $answered: current.$answered, $open: popover.$open, $query, $results, $unsplashStatus, $covers, $coversStatus, $saving, $busy, $tabs, $tab,
  };
}

export type CoverPickerModel = ReturnType<typeof createCoverPickerModel>;
