import { createEvent, createStore, sample, type Store, type Unit } from 'effector';

export interface DisclosureOptions {
  /** While true, `closeRequested` is ignored: a save or delete is running and must not be cut off. */
  busy?: Store<boolean>;
  /**
   * Outcomes that close it (a save that succeeded). They only hide it: `closed`, the user's close
   * that resets what was typed, does not fire.
   */
  closesOn?: Unit<unknown> | Array<Unit<unknown>>;
}

/**
 * Open and closed state of a dialog, popover or sheet. `opened` may carry what it opens with;
 * `closeRequested` is the user's close (Escape, Cancel, backdrop), which becomes `closed` unless busy.
 */
export function createDisclosure<OpenedWith = void>({ busy, closesOn = [] }: DisclosureOptions = {}) {
  const opened = createEvent<OpenedWith>();
  const closeRequested = createEvent();
  const closed = createEvent();

  const $open = createStore(false)
    .on(opened, () => true)
    .on(closed, () => false);
  for (const unit of Array.isArray(closesOn) ? closesOn : [closesOn]) $open.on(unit, () => false);

  if (busy) sample({ clock: closeRequested, filter: busy.map((running) => !running), target: closed });
  else sample({ clock: closeRequested, target: closed });

  return { opened, closeRequested, closed, $open };
}

export type Disclosure<OpenedWith = void> = ReturnType<typeof createDisclosure<OpenedWith>>;
