import { createEffect, createStore, sample } from 'effector';
import { createConfirmation } from './kit';

export type ConfirmVariant = 'danger' | 'primary';

/** The confirm dialog's demo: the confirmed action takes a moment, so the loading label shows. */
export function createConfirmDemoModel(workMs = 900) {
  const workFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, workMs)));
  const question = createConfirmation<ConfirmVariant>({ closesOn: workFx.done });

  // Kept after closing, so the dialog does not change variant while it fades out.
  const $variant = createStore<ConfirmVariant>('danger').on(question.requested, (_, variant) => variant);
  const $outcome = createStore<'confirmed' | 'cancelled' | null>(null)
    .on(question.requested, () => null)
    .on(question.cancelled, () => 'cancelled')
    .on(workFx.done, () => 'confirmed');

  sample({ clock: question.accepted, filter: workFx.pending.map((busy) => !busy), target: workFx });

  return {
    openRequested: question.requested, cancelled: question.cancelled, confirmed: question.confirmed,
    $variant, $open: question.$open, $outcome, $working: workFx.pending,
  };
}
