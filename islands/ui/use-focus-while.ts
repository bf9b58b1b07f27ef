import { useEffect, useRef } from 'react';

/**
 * A running upload disables the button that started it, which drops the focus to the page, where
 * Escape no longer reaches a popover. The button this returns a ref for (Cancel, the one action
 * left) takes the focus while `active` holds.
 */
export function useFocusWhile(active: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}
