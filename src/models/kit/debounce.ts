import { createEffect, createEvent, sample, type Event, type EventCallable } from 'effector';

/**
 * `fired` runs `ms` after the last `trigger`, with that trigger's value; `cancel` drops a pending
 * one. Built on an effect (not a bare setTimeout) so `allSettled` in tests waits for the timer.
 */
export function createDebounce<T>(ms: number): { trigger: EventCallable<T>; cancel: EventCallable<void>; fired: Event<T> } {
  const trigger = createEvent<T>();
  const cancel = createEvent();
  const fired = createEvent<T>();

  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every superseded wait still settles (as stale), so no effect is left pending forever.
  let settlePending: (() => void) | null = null;

  const dropPending = () => {
    clearTimeout(timer);
    settlePending?.();
    settlePending = null;
  };

  const waitFx = createEffect(
    (value: T) =>
      new Promise<{ value: T; stale: boolean }>((resolve) => {
        dropPending();
        settlePending = () => resolve({ value, stale: true });
        timer = setTimeout(() => {
          settlePending = null;
          resolve({ value, stale: false });
        }, ms);
      }),
  );
  const cancelFx = createEffect(dropPending);

  sample({ clock: trigger, target: waitFx });
  sample({ clock: cancel, target: cancelFx });
  sample({ clock: waitFx.doneData, filter: (result) => !result.stale, fn: (result) => result.value, target: fired });

  return { trigger, cancel, fired };
}
