import { createEffect, createEvent, createStore, sample } from 'effector';
import { unwrap, type ApiResult } from '../api/result';
import { createConfirmation, createLoad, startWhenIdle, toastFailure, toastOn } from './kit';

export interface CollectionOptions<T extends { id: string }, Input> {
  load: () => Promise<ApiResult<T[]>>;
  create: (input: Input) => Promise<ApiResult<T>>;
  remove?: (id: string) => Promise<ApiResult<null>>;
  /** The success toast of a create; none when the view announces the outcome itself. */
  createdMessage?: string;
  deletedMessage?: string;
  /** What the list keeps of a created item (e.g. without a secret shown once). */
  toListItem?: (created: T) => T;
}

/**
 * A settings list with a create form and a confirmed delete (webhooks, API tokens, imports,
 * exports). A failed create keeps the form as typed; `$formVersion` moves on only after a success,
 * so the view can start a fresh form then.
 */
export function createCollectionModel<T extends { id: string }, Input>(options: CollectionOptions<T, Input>) {
  const submitted = createEvent<Input>();

  const list = createLoad<T[]>({ initial: [], load: () => unwrap(options.load()) });
  const createFx = createEffect((input: Input) => unwrap(options.create(input)));
  const removeFx = createEffect(async (id: string) => {
    if (!options.remove) throw new Error('This list cannot delete.');
    await unwrap(options.remove(id));
    return id;
  });
  const removal = createConfirmation<T>({ closesOn: removeFx.done });

  const $items = list.$data
    .on(createFx.doneData, (items, created) => {
      const item = options.toListItem ? options.toListItem(created) : created;
      return [item, ...items.filter((i) => i.id !== item.id)];
    })
    .on(removeFx.doneData, (items, id) => items.filter((i) => i.id !== id));
  const $formVersion = createStore(0).on(createFx.done, (n) => n + 1);

  startWhenIdle(submitted, createFx);
  sample({ clock: removal.accepted, fn: (item: T) => item.id, target: removeFx });

  if (options.createdMessage) toastOn(createFx.done, 'success', options.createdMessage);
  if (options.deletedMessage) toastOn(removeFx.done, 'success', options.deletedMessage);
  toastFailure([createFx.failData, removeFx.failData]);

  return {
    mounted: list.requested, submitted,
    deleteRequested: removal.requested, deleteCancelled: removal.cancelled, deleteConfirmed: removal.confirmed,
    $items, $loaded: list.$loaded, $loadError: list.$error, $loading: list.$loading, $submitting: createFx.pending, $formVersion,
    $pendingDelete: removal.$subject, $deleting: removeFx.pending,
    loadFx: list.fx, createFx, removeFx,
  };
}

export type CollectionModel<T extends { id: string }, Input> = ReturnType<typeof createCollectionModel<T, Input>>;
