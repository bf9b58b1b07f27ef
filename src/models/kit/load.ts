import { createEffect, createEvent, createStore } from 'effector';
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

  startWhenIdle(requested, fx);

  return { requested, fx, $data, $error, $loaded, $answered, $loading };
}

export type Load<Data, Params = void, Initial = Data> = ReturnType<typeof createLoad<Data, Params, Initial>>;
