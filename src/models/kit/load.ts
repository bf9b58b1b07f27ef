import { createEffect, createEvent, createStore, sample } from 'effector';
import { errorText } from '../../api/result';
import { genericError } from '../../domain/messages';
import { startWhenIdle } from './when-idle';

export interface LoadOptions<Data, Params, Initial> {
  /** Fetches the data; throws (e.g. `unwrap`) on failure. */
  load: (params: Params) => Promise<Data>;
  /** What `$data` holds before the first answer (null, or an empty list). */
  initial: Initial;
  /** The sentence for a failure the server did not explain. */
  fallback?: string;
}

/**
 * Data loaded from the server with the states a view shows: `$data`, `$loading`, `$error` (the
 * server's words, cleared when a new load starts), `$loaded` (a load has succeeded) and `$answered`
 * (a load has ended, either way). `requested` starts a load unless one is running, so islands
 * that share a model may each ask; target `fx` to load again regardless (after a change).
 *
 * `preloadFx` loads before the island that shows the data has mounted (a pre-rendered page draws
 * its first content with it, src/models/first-content.ts): the island's first `requested` then
 * keeps that answer rather than asking again; later requests load as usual.
 */
export function createLoad<Data, Params = void, Initial = Data>({ load, initial, fallback = genericError }: LoadOptions<Data, Params, Initial>) {
  const requested = createEvent<Params>();
  const fx = createEffect(load);

  const $data = createStore<Data | Initial>(initial).on(fx.doneData, (_, data) => data);
  const $error = createStore<string | null>(null)
    .on(fx.failData, (_, error) => errorText(error, fallback))
    .reset(fx);
  const $loaded = createStore(false).on(fx.done, () => true);
  const $answered = createStore(false).on(fx.finally, () => true);
  const $loading = fx.pending;

  const preloadFx = createEffect((params: Params) => fx(params));
  // A preloaded answer is kept for the islands' first requests: the one that finds it, and any other
  // made in the same task (islands sharing the model each ask as they mount, as they would join a
  // running load); the next task's request loads again.
  const $kept = createStore<'no' | 'kept' | 'joining'>('no').on(preloadFx.done, () => 'kept');
  const joiningEndsFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const asked = sample({ clock: requested, source: $kept, fn: (kept, params) => ({ kept, params }) });
  const found = asked.filter({ fn: ({ kept }) => kept === 'kept' });
  $kept.on(found, () => 'joining').on(joiningEndsFx.done, () => 'no');
  sample({ clock: found, target: joiningEndsFx });
  startWhenIdle(sample({ clock: asked, filter: ({ kept }) => kept === 'no', fn: ({ params }) => params }), fx);

  return { requested, fx, preloadFx, $data, $error, $loaded, $answered, $loading };
}

export type Load<Data, Params = void, Initial = Data> = ReturnType<typeof createLoad<Data, Params, Initial>>;
