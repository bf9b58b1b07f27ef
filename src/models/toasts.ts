import { createEffect, createEvent, createStore, sample } from 'effector';
import { toastTitle } from '../domain/messages';

export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  /** Defaults to SPEC's "Success!" / "Error!". */
  title?: string;
  message: string;
  /** A toast with an id replaces the one shown with that id, and can be taken back (dismissToast). */
  id?: string;
}

/** Models announce outcomes here; the ToastHost island renders them (role="status"). */
export const notify = createEvent<ToastRequest>();

/** Takes back the toast of that id, once what it said is no longer true. */
export const dismissToast = createEvent<string>();

/** Takes back every toast, shown or still waiting for the library: what they said belongs to a view that is gone. */
export const dismissAllToasts = createEvent();

/**
 * sonner (its toasts and its Toaster, about 9.6 KiB gzip) is not on any page's first load: nothing
 * is said before someone does something. The first toast fetches it. Each call imports again, so a
 * fetch that failed is tried again by the next toast.
 */
export const loadToastLibrary = () => import('sonner');

/** How many toasts were asked for: the host mounts sonner's Toaster at the first. */
export const $toastsAsked = createStore(0).on(notify, (n) => n + 1);

type Toast = Awaited<ReturnType<typeof loadToastLibrary>>['toast'];
type ToastCall = (toast: Toast) => void;

/**
 * Calls wait here, in order, until sonner has loaded; one that arrives while the library cannot be
 * fetched waits for the next toast's attempt rather than being lost.
 */
const waiting: ToastCall[] = [];
let loaded: Toast | null = null;
let loading: Promise<void> | null = null;

function toastWhenLoaded(call: ToastCall): Promise<void> {
  if (loaded) return Promise.resolve(call(loaded));
  waiting.push(call);
  loading ??= loadToastLibrary()
    .then(({ toast }) => {
      loaded = toast;
      for (const next of waiting.splice(0)) next(toast);
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

export const showToastFx = createEffect(({ type, title, message, id }: ToastRequest) => {
  const heading = title ?? (type === 'error' ? toastTitle.error : type === 'success' ? toastTitle.success : '');
  return toastWhenLoaded((toast) => {
    const show = type === 'error' ? toast.error : type === 'success' ? toast.success : toast;
    show(heading, id === undefined ? { description: message } : { description: message, id });
  });
});

export const dismissToastFx = createEffect((id: string) => toastWhenLoaded((toast) => toast.dismiss(id)));

/** Nothing is shown before the library loads, so only the waiting calls go: no fetch just to clear. */
export const dismissAllToastsFx = createEffect(() => {
  waiting.splice(0);
  loaded?.dismiss();
});

sample({ clock: notify, target: showToastFx });
sample({ clock: dismissToast, target: dismissToastFx });
sample({ clock: dismissAllToasts, target: dismissAllToastsFx });
