import { sample, type Unit } from 'effector';
import { errorText } from '../../api/result';
import { genericError } from '../../domain/messages';
import { notify, type ToastRequest } from '../toasts';

type Clock<T> = Unit<T> | Array<Unit<T>>;

/** The toast's text, fixed or read from what the clock carried. */
export type ToastText<T> = string | ((payload: T) => string);

const textOf = <T>(text: ToastText<T>, payload: T) => (typeof text === 'function' ? text(payload) : text);

/**
 * Announces an outcome: every time `clock` fires, a toast of `type` with `message` (and a `title`
 * instead of SPEC's "Success!" / "Error!" when given) goes to the ToastHost.
 */
export function toastOn<T>(clock: Clock<T>, type: ToastRequest['type'], message: ToastText<T>, title?: string): void {
  sample({
    clock: clock as Unit<T>,
    fn: (payload: T): ToastRequest => (title === undefined ? { type, message: textOf(message, payload) } : { type, title, message: textOf(message, payload) }),
    target: notify,
  });
}

/**
 * Announces a failure in the server's words (SPEC section 8): `clock` carries the error (an
 * effect's `failData`); `fallback` is the sentence for a failure the server did not explain.
 */
export function toastFailure(clock: Clock<unknown>, fallback: ToastText<unknown> = genericError): void {
  toastOn(clock, 'error', (error) => errorText(error, textOf(fallback, error)));
}
