import { createEffect, createEvent, createStore, sample } from 'effector';
import { errorText, isApiError } from '../../api/result';
import { genericError } from '../../domain/messages';

interface Call<Params> {
  params: Params;
  /** Which call this is; only the newest one's answer counts. */
  seq: number;
}

/**
 * A request where only the newest counts (a search as the user types, a tab's list): each new
 * call aborts the one in flight, `answered` and `failed` fire for the newest call only, and an
 * aborted call is no failure. `aborted` cancels the call in flight (a dialog closed mid-search).
 */
export function createLatestSearch<Params, Result>(search: (params: Params, signal: AbortSignal) => Promise<Result>) {
  const requested = createEvent<Params>();
  const aborted = createEvent();

  let inFlight: AbortController | null = null;
  const fx = createEffect(async ({ params }: Call<Params>) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      return await search(params, controller.signal);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  });
  const abortFx = createEffect(() => {
    inFlight?.abort();
    inFlight = null;
  });

  const $seq = createStore(0).on(fx, (_, call) => call.seq);
  sample({ clock: requested, source: $seq, fn: (seq, params): Call<Params> => ({ params, seq: seq + 1 }), target: fx });
  sample({ clock: aborted, target: abortFx });

  const answered = sample({
    clock: fx.done,
    source: $seq,
    filter: (latest, { params }) => params.seq === latest,
    fn: (_, { params, result }) => ({ params: params.params, result }),
  });
  const failed = sample({
    clock: fx.fail,
    source: $seq,
    filter: (latest, { params, error }) => params.seq === latest && !(isApiError(error) && error.kind === 'aborted'),
    fn: (_, { params, error }) => ({ params: params.params, error }),
  });
  const $error = createStore<string | null>(null)
    .on(failed, (_, { error }) => errorText(error, genericError))
    .reset(fx);

  return { requested, aborted, answered, failed, $error, $pending: fx.pending, fx };
}

export type LatestSearch<Params, Result> = ReturnType<typeof createLatestSearch<Params, Result>>;
