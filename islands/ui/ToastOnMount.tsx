import { useEffect, useRef, type ReactNode } from 'react';
import { notify, type ToastRequest } from '../../src/models/toasts';

/** Shows one toast as it mounts: a story of an outcome shows the toast a user would see with it. */
export function ToastOnMount({ toast, children }: { toast: ToastRequest; children: ReactNode }) {
  const first = useRef(toast);
  useEffect(() => {
    notify(first.current);
  }, []);
  return children;
}
