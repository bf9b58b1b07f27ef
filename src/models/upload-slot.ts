import { createEffect, createEvent, createStore, sample, scopeBind, type Store, type Unit } from 'effector';
import { assetsApi, type AssetOwner } from '../api/assets';
import { coreApi } from '../api/core';
import { isApiError, unwrap } from '../api/result';
import { MAX_UPLOAD_BYTES } from '../domain/constants';
import { checkDroppedImages, rejectionMessage, uploadLimit } from '../domain/upload';

export interface DroppedFiles {
  accepted: File[];
  /** react-dropzone's error codes of every rejected file, flattened. */
  rejectionCodes: string[];
}

export interface UploadParams {
  file: File;
  signal: AbortSignal;
}

/**
 * One image slot: the file the user chose, why a drop was refused, the size limit from the config,
 * and the upload with its progress. The upload dialog and the cover picker's Upload tab share it.
 * Clearing the slot (Cancel, Escape, closing) aborts a running upload: it is always cancellable.
 */
export function createUploadSlot(owner: AssetOwner) {
  const configRequested = createEvent();
  const filesDropped = createEvent<DroppedFiles>();
  const cleared = createEvent();
  const progressed = createEvent<number>();

  const configFx = createEffect(async () => {
    const result = await coreApi.config();
    return result.ok ? result.data.file_size_limit : MAX_UPLOAD_BYTES;
  });
  const uploadFx = createEffect(async ({ file, signal }: UploadParams) => {
    // Bound before the first await, so progress lands in the caller's scope (tests fork one).
    const report = scopeBind(progressed, { safe: true });
    const result = await unwrap(assetsApi.upload(owner, file, { onProgress: report, signal }));
    return result.asset;
  });
  /** Each upload gets its own controller, kept while it runs so that clearing can abort it. */
  const beginFx = createEffect((file: File) => ({ file, controller: new AbortController() }));
  const abortFx = createEffect((controller: AbortController | null) => controller?.abort());
  const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' })
    .on(beginFx.doneData, (_, { controller }) => controller)
    .reset(uploadFx.finally);
  sample({ clock: beginFx.doneData, fn: ({ file, controller }): UploadParams => ({ file, signal: controller.signal }), target: uploadFx });
  sample({ clock: cleared, source: $controller, filter: Boolean, target: abortFx });
  /** Failures worth telling the user about: a cancel is the user's own doing. */
  const uploadFailed = sample({ clock: uploadFx.failData, filter: (error) => !(isApiError(error) && error.kind === 'aborted') });

  const $limit = createStore(MAX_UPLOAD_BYTES).on(configFx.doneData, (_, limit) => uploadLimit(limit));
  const $configLoaded = createStore(false).on(configFx.finally, () => true);

  const dropChecked = sample({
    clock: filesDropped,
    source: $limit,
    fn: (limit, { accepted, rejectionCodes }) => ({
      file: accepted[0] ?? null,
      error: rejectionCodes.length ? rejectionMessage(rejectionCodes) : checkDroppedImages(accepted, limit),
    }),
  });

  /** A refused drop keeps the image chosen before it: nothing the user picked is lost. */
  const $file = createStore<File | null>(null)
    .on(dropChecked, (previous, { file, error }) => (error ? previous : file))
    .reset(cleared);
  const $error = createStore<string | null>(null)
    .on(dropChecked, (_, { error }) => error)
    .reset(cleared, uploadFx);
  const $uploading = uploadFx.pending;
  const $progress = createStore<number | null>(null)
    .on(uploadFx, () => 0)
    .reset(uploadFx.finally);
  // A report that arrives after the upload ended (failed, timed out, dialog closed) is dropped:
  // it would bring back a progress bar with no upload behind it.
  sample({ clock: progressed, filter: $uploading, fn: (fraction) => Math.max(0, Math.min(1, fraction)), target: $progress });

  sample({ clock: configRequested, source: $configLoaded, filter: (loaded) => !loaded, target: configFx });

  /** Uploads the chosen file when `clock` fires, unless there is none or `$busy` (the owner is saving). */
  const uploadOn = (clock: Unit<void>, $busy: Store<boolean>) =>
    sample({
      clock,
      source: { file: $file, busy: $busy },
      filter: ({ file, busy }) => file !== null && !busy,
      fn: ({ file }) => file!,
      target: beginFx,
    });

  /** What an upload area shows and sends; the view turns `file` into a preview. */
  const view = { file: $file, error: $error, maxSize: $limit, uploading: $uploading, progress: $progress, onDrop: filesDropped };

  return { owner, view, uploadOn, configRequested, filesDropped, cleared, progressed, configFx, upload: beginFx, uploadFx, uploadFailed, $limit, $file, $error, $progress, $uploading };
}

export type UploadSlot = ReturnType<typeof createUploadSlot>;
