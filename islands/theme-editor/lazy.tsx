import { lazy, Suspense, useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import type { ThemeModel } from '../../src/models/theme';

const ThemeEditor = lazy(() => import('./ThemeEditor').then((m) => ({ default: m.ThemeEditor })));

/**
 * The theme sheet is its own chunk: the colour pickers and the form are not needed to paint the
 * page, so they load once the page is idle (or at once when opened first) and mount closed. The
 * sheet then opens as a normal transition, which is what lets focus return to the opener.
 */
export function LazyThemeEditor({ model }: { model: ThemeModel }) {
  const open = useUnit(model.$open);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => cancel(handle);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemeEditor model={model} />
    </Suspense>
  );
}
