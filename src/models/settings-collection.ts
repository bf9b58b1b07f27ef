import { createEffect, createEvent, createStore, sample } from 'effector';
import { errorText, unwrap, type ApiResult } from '../api/result';
import { genericError } from '../domain/messages';
import { notify } from './toasts';

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
  const mounted = createEvent();
  const submitted = createEvent<Input>();
  const deleteRequested = createEvent<T>();
  const deleteCancelled = createEvent();
  const deleteConfirmed = createEvent();

  const loadFx = createEffect(() => unwrap(options.load()));
  const createFx = createEffect((input: Input) => unwrap(options.create(input)));
  const removeFx = createEffect(async (id: string) => {
    if (!options.remove) throw new Error('This list cannot delete.');
    await unwrap(options.remove(id));
    return id;
  });

  const $items = createStore<T[]>([])
    .on(loadFx.doneData, (_, items) => items)
    .on(createFx.doneData, (items, created) => {
      const item = options.toListItem ? options.toListItem(created) : created;
      return [item, ...items.filter((i) => i.id !== item.id)];
    })
    .on(removeFx.doneData, (items, id) => items.filter((i) => i.id !== id));
  const $loaded = createStore(false).on(loadFx.done, () => true);
  const $loadError = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);
  const $formVersion = createStore(0).on(createFx.done, (n) => n + 1);
  const $pendingDelete = createStore<T | null>(null)
    .on(deleteRequested, (_, item) => item)
    .on(deleteCancelled, () => null)
    .on(removeFx.done, () => null);

  sample({ clock: mounted, source: loadFx.pending, filter: (pending) => !pending, target: loadFx });
  sample({ clock: submitted, source: createFx.pending, filter: (pending) => !pending, fn: (_, input) => input, target: createFx });
  sample({ clock: deleteConfirmed, source: $pendingDelete, filter: Boolean, fn: (item) => item.id, target: removeFx });

  if (options.createdMessage) {
    const message = options.createdMessage;
    sample({ clock: createFx.done, fn: () => ({ type: 'success' as const, message }), target: notify });
  }
  if (options.deletedMessage) {
    const message = options.deletedMessage;
    sample({ clock: removeFx.done, fn: () => ({ type: 'success' as const, message }), target: notify });
  }
  sample({
    clock: [createFx.failData, removeFx.failData],
    fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }),
    target: notify,
  });

  return {
    mounted, submitted, deleteRequested, deleteCancelled, deleteConfirmed,
    $items, $loaded, $loadError, $loading: loadFx.pending, $submitting: createFx.pending, $formVersion,
    $pendingDelete, $deleting: removeFx.pending,
    loadFx, createFx, removeFx,
  };
}

export type CollectionModel<T extends { id: string }, Input> = ReturnType<typeof createCollectionModel<T, Input>>;
