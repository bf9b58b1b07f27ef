import { createEffect, createEvent, createStore, sample } from 'effector';

export type ConfirmVariant = 'danger' | 'primary';

/** The confirm dialog's demo: the confirmed action takes a moment, so the loading label shows. */
export function createConfirmDemoModel(workMs = 900) {
  const openRequested = createEvent<ConfirmVariant>();
  const cancelled = createEvent();
  const confirmed = createEvent();
  const workFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, workMs)));

  const $variant = createStore<ConfirmVariant>('danger').on(openRequested, (_, variant) => variant);
  const $open = createStore(false)
    .on(openRequested, () => true)
    .on(cancelled, () => false)
    .on(workFx.done, () => false);
  const $outcome = createStore<'confirmed' | 'cancelled' | null>(null)
    .on(openRequested, () => null)
    .on(cancelled, () => 'cancelled')
    .on(workFx.done, () => 'confirmed');

  sample({ clock: confirmed, filter: workFx.pending.map((busy) => !busy), target: workFx });

  return { openRequested, cancelled, confirmed, $variant, $open, $outcome, $working: workFx.pending };
}
