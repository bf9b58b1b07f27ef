import { createEffect, createEvent, sample } from 'effector';
import { toast } from 'sonner';
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

export const showToastFx = createEffect(({ type, title, message, id }: ToastRequest) => {
  const heading = title ?? (type === 'error' ? toastTitle.error : type === 'success' ? toastTitle.success : '');
  const show = type === 'error' ? toast.error : type === 'success' ? toast.success : toast;
  show(heading, id === undefined ? { description: message } : { description: message, id });
});

export const dismissToastFx = createEffect((id: string) => {
  toast.dismiss(id);
});

sample({ clock: notify, target: showToastFx });
sample({ clock: dismissToast, target: dismissToastFx });
