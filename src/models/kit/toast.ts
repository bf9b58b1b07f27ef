import { sample, type Unit } from 'effector';
import { errorText, isApiError, specErrorText } from '../../api/result';
import { genericError } from '../../domain/messages';
import { notify, type ToastRequest } from '../toasts';

/** The toast's text, fixed or read from what the clock carried. */
export type ToastText<T> = string | ((payload: T) => string);

const textOf = <T>(text: ToastText<T>, payload: T) => (typeof text === 'function' ? text(payload) : text);

/**
 * Announces an outcome: every time `clock` fires, a toast of `type` with `message` (and a `title`
 * instead of SPEC's "Success!" / "Error!" when given) goes to the ToastHost.
 */
export function toastOn<T>(clock: Unit<T>, type: ToastRequest['type'], message: ToastText<T>, title?: string): void;
export function toastOn(clock: Array<Unit<unknown>>, type: ToastRequest['type'], message: ToastText<unknown>, title?: string): void;
export function toastOn<T>(clock: Unit<T> | Array<Unit<unknown>>, type: ToastRequest['type'], message: ToastText<T>, title?: string): void {
  sample({
    clock: clock as Unit<T>,
    fn: (payload: T): ToastRequest => (title === undefined ? { type, message: textOf(message, payload) } : { type, title, message: textOf(message, payload) }),
    target: notify,
  });
}

/**
 * Announces a failure in the server's words (SPEC section 8): `clock` carries the error (an
 * effect's `failData`); `fallback` is the sentence for a failure the server did not explain. With
 * `spec`, that sentence is SPEC's for the call (uploads) and stands for transport failures too.
 */
export function toastFailure(clock: Unit<unknown> | Array<Unit<unknown>>, fallback: ToastText<unknown> = genericError, reader: 'spec' | 'transport' = 'transport'): void {
  const read = reader === 'spec' ? specErrorText : errorText;
  toastOn(clock as Unit<unknown>, 'error', (error) => {
    const text = textOf(fallback, error);
    // A fallback chosen from the error is the caller's sentence for its status, ahead of the generic one.
    const chosen = typeof fallback === 'function' && isApiError(error) && error.status !== undefined;
    return read(error, text, chosen ? { [error.status!]: text } : {});
  });
}
