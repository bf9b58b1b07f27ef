import { createEffect, createEvent, createStore, sample } from 'effector';
import { assetsApi, type AssetOwner } from '../api/assets';
import { profileApi } from '../api/profile';
import { unwrap } from '../api/result';
import { uploadMessages } from '../domain/messages';
import { shouldDeleteReplaced } from '../domain/upload';
import { createDisclosure, createLoad, toastFailure, toastOn } from './kit';
import { createUploadSlot } from './upload-slot';

/** What the dialog changes: the current user's avatar or a workspace's logo. */
export type ImageTarget = { kind: 'avatar' } | { kind: 'workspace-logo'; workspaceSlug: string };

interface CurrentImage {
  url: string | null;
  /** The delete call of a workspace asset needs the workspace id. */
  workspaceId: string | null;
}

interface SaveParams {
  url: string | null;
  replacing: CurrentImage;
}

/**
 * The image upload dialog (REFERENCE 2.6): choose one image, upload it with progress, save it on the
 * user or workspace, then delete the image it replaced. Remove deletes the file and clears it.
 */
export function createImageUploadModel(target: ImageTarget) {
  const owner: AssetOwner = target.kind === 'avatar'
    ? { kind: 'user' }
    : { kind: 'workspace', workspaceSlug: target.workspaceSlug, purpose: { use: 'workspace-logo' } };
  const slot = createUploadSlot(owner);

  const mounted = createEvent();
  const submitted = createEvent();
  const removeRequested = createEvent();

  const image = createLoad<CurrentImage>({
    initial: { url: null, workspaceId: null },
    load: async () => {
      if (target.kind === 'avatar') {
        const user = await unwrap(profileApi.me());
        return { url: user.avatar, workspaceId: null };
      }
      const workspace = await unwrap(profileApi.workspace(target.workspaceSlug));
      return { url: workspace.logo, workspaceId: workspace.id };
    },
  });

  const saveFx = createEffect(async ({ url }: SaveParams): Promise<string | null> => {
    if (target.kind === 'avatar') return (await unwrap(profileApi.updateAvatar(url))).avatar;
    return (await unwrap(profileApi.updateWorkspaceLogo(target.workspaceSlug, url))).logo;
  });

  /** Fire and forget, as in the reference: a failed clean-up must not undo a saved image. */
  const deleteFileFx = createEffect(async ({ url, workspaceId }: { url: string; workspaceId: string | null }) => {
    const result = await assetsApi.deleteByUrl(owner, url, workspaceId);
    if (!result.ok) console.warn(`The old image ${url} could not be deleted: ${result.error.message}`);
  });

  /** Remove, step one: delete the file. Step two clears the reference (saveFx with null). */
  const removeFx = createEffect(async (current: CurrentImage) => {
    if (current.url) {
      const deleted = await assetsApi.deleteByUrl(owner, current.url, current.workspaceId);
      // A file the server no longer has is already gone; anything else stops the removal.
      if (!deleted.ok && deleted.error.status !== 404) throw deleted.error;
    }
    return current;
  });

  const dialog = createDisclosure({ closesOn: saveFx.done });
  const $current = image.$data.on(saveFx.done, (current, { result }) => ({ ...current, url: result }));
  const $busy = createStore(false)
    .on([slot.uploadFx, saveFx], () => true)
    .on([slot.uploadFx.fail, saveFx.finally], () => false);
  const $removing = createStore(false)
    .on(removeFx, () => true)
    .on(removeFx.fail, () => false)
    .on(saveFx.finally, (removing, { params }) => (params.url === null ? false : removing));

  sample({ clock: mounted, target: [image.requested, slot.configRequested] });
  sample({ clock: dialog.opened, target: slot.configRequested });
  sample({ clock: dialog.closed, target: slot.cleared });
  sample({ clock: saveFx.done, target: slot.cleared });

  slot.uploadOn(submitted, $busy);
  sample({
    clock: slot.uploadFx.doneData,
    source: $current,
    fn: (current, url): SaveParams => ({ url, replacing: current }),
    target: saveFx,
  });

  // After a replacement, the old file goes (SPEC section 7).
  sample({
    clock: saveFx.done,
    filter: ({ params, result }) => params.url !== null && shouldDeleteReplaced(params.replacing.url, result),
    fn: ({ params }) => ({ url: params.replacing.url!, workspaceId: params.replacing.workspaceId }),
    target: deleteFileFx,
  });
  // The new file was stored but could not be attached: remove it rather than leave it orphaned.
  sample({
    clock: saveFx.fail,
    filter: ({ params }) => params.url !== null,
    fn: ({ params }) => ({ url: params.url!, workspaceId: params.replacing.workspaceId }),
    target: deleteFileFx,
  });

  sample({ clock: removeRequested, source: { current: $current, busy: $busy }, filter: ({ current, busy }) => current.url !== null && !busy, fn: ({ current }) => current, target: removeFx });
  sample({ clock: removeFx.doneData, fn: (current): SaveParams => ({ url: null, replacing: current }), target: saveFx });

  toastOn(saveFx.done, 'success', ({ params }) =>
    params.url !== null
      ? uploadMessages.uploaded
      : target.kind === 'avatar' ? uploadMessages.profilePictureRemoved : uploadMessages.workspacePictureRemoved,
  );
  toastFailure(slot.uploadFailed, uploadMessages.failure, 'spec');
  toastFailure([saveFx.failData, removeFx.failData], uploadMessages.failure);

  /** The dialog's props as units (the chosen file becomes a preview URL in the view). */
  const view = {
    ...slot.view,
    open: dialog.$open, currentUrl: $current.map((current) => current.url), busy: $busy, removing: $removing,
    onSubmit: submitted, onRemove: removeRequested, onClose: dialog.closed,
  };

  return {
    target, slot, view,
    mounted, opened: dialog.opened, closed: dialog.closed, submitted, removeRequested,
    loadFx: image.fx, preloadFx: image.preloadFx, saveFx, removeFx, deleteFileFx,
    $current, $loaded: image.$loaded, $loadError: image.$error, $open: dialog.$open, $busy, $removing,
  };
}

export type ImageUploadModel = ReturnType<typeof createImageUploadModel>;
