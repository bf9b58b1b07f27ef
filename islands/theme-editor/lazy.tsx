import { useUnit } from 'effector-react';
import type { ThemeModel } from '../../src/models/theme';
import { lazyWhenIdle } from '../ui/lazy-when-idle';

interface SheetProps { model: ThemeModel; open: boolean }

// The colour pickers and the form are not needed to paint the page.
const ThemeSheet = lazyWhenIdle<SheetProps>(() => import('./ThemeEditor').then((m) => m.ThemeEditor), (p) => p.open);

/** The theme sheet is its own chunk, mounted once the page is idle or when first opened. */
export function LazyThemeEditor({ model }: { model: ThemeModel }) {
  return <ThemeSheet model={model} open={useUnit(model.$open)} />;
}
