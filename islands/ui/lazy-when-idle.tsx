import { Suspense, type ComponentType } from 'react';
import { useMountWhenIdle } from './use-mount-when-idle';
import { retryingLazy } from './retrying-lazy';

/**
 * A part the page does not need to paint (a dialog, a sheet) as its own chunk: mounted closed once
 * the page is idle, or at once when `isOpen` says the user opened it first.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Part = retryingLazy(load);
  function LazyWhenIdle(props: P) {
    const wanted = useMountWhenIdle(isOpen(props));
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyWhenIdle;
}
