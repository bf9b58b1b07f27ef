import { createEffect, createEvent, sample } from 'effector';
import { toast } from 'sonner';
import { toastTitle } from '../domain/messages';

export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  /** Defaults to SPEC's "Success!" / "Error!". */
  title?: string;
  message: string;
}

/** Models announce outcomes here; the ToastHost island renders them (role="status"). */
export const notify = createEvent<ToastRequest>();

export const showToastFx = createEffect(({ type, title, message }: ToastRequest) => {
  const heading = title ?? (type === 'error' ? toastTitle.error : type === 'success' ? toastTitle.success : '');
  const show = type === 'error' ? toast.error : type === 'success' ? toast.success : toast;
  show(heading, { description: message });
});

sample({ clock: notify, target: showToastFx });
