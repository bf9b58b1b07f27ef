import { fork, type Scope, type StoreWritable } from 'effector';
import { showToastFx, type ToastRequest } from '../../src/models/toasts';

/**
 * A scope whose toasts are recorded instead of shown: what the model under test told the user.
 * `values` starts stores at a value of the test's (the session's role).
 */
export function forkRecordingToasts<T>(values: Array<[StoreWritable<T>, T]> = []): { scope: Scope; toasts: ToastRequest[] } {
  const toasts: ToastRequest[] = [];
  const scope = fork({ values, handlers: [[showToastFx, (t: ToastRequest) => void toasts.push(t)]] });
  return { scope, toasts };
}
