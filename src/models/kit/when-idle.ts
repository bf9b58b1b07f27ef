import { sample, type Effect, type Unit } from 'effector';

/**
 * Sends what `clock` carries to `effect` unless the effect is already running: a double click
 * saves once, and a second island asking for the same load joins the first.
 */
export function startWhenIdle<T, Done, Fail>(clock: Unit<T>, effect: Effect<T, Done, Fail>): void {
  sample({ clock, filter: effect.pending.map((pending) => !pending), target: effect });
}
