import { lazy, Suspense } from 'react';
import { useUnit } from 'effector-react';
import type { ThemeModel } from '../../src/models/theme';
import { useMountWhenIdle } from '../ui/use-mount-when-idle';

const ThemeEditor = lazy(() => import('./ThemeEditor').then((m) => ({ default: m.ThemeEditor })));

/** The theme sheet is its own chunk: the colour pickers and the form are not needed to paint the page. */
export function LazyThemeEditor({ model }: { model: ThemeModel }) {
  const wanted = useMountWhenIdle(useUnit(model.$open));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemeEditor model={model} />
    </Suspense>
  );
}
