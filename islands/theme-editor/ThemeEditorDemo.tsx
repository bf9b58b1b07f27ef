import { useUnit } from 'effector-react';
import { themeMessages } from '../../src/domain/messages';
import { THEME_FIELDS } from '../../src/domain/theme';
import { createThemeModel } from '../../src/models/theme';
import { Button } from '../ui/Button';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { LazyThemeEditor } from './lazy';
import { useMounted } from '../ui/use-mounted';
import { InlineRetry } from '../ui/InlineRetry';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

/** The /components/theme-editor/ demo: the saved theme, the editor, and a way back to the site colours. */
function ThemeEditorDemo() {
  const model = useIslandModel(() => createThemeModel(), []);
  const m = useUnit({
    saved: model.$saved,
    loaded: model.$loaded,
    loadError: model.$loadError,
    resetting: model.$resetting,
    mounted: model.mounted,
    opened: model.opened,
    resetRequested: model.resetRequested,
  });
  useMounted(m.mounted);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={m.opened} disabled={!m.loaded}>
          {OPEN_DEMO}
        </Button>
        {m.saved && (
          <Button onClick={m.resetRequested} loading={m.resetting}>
            {themeMessages.resetToSite}
          </Button>
        )}
      </div>
      <section aria-labelledby="saved-theme" className="flex flex-col gap-2">
        <h3 id="saved-theme" className="text-sm font-semibold">
          {themeMessages.savedTheme}
        </h3>
        {m.loadError ? (
          <InlineRetry message={m.loadError} onRetry={m.mounted} />
        ) : !m.loaded ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : m.saved ? (
          <ul className="flex flex-wrap gap-3">
            {THEME_FIELDS.map((field) => (
              <li key={field.key} className="flex items-center gap-2 text-xs">
                <span aria-hidden="true" className="size-5 rounded border border-line" style={{ background: m.saved![field.key] }} />
                <span>
                  {field.label}: <code className="font-mono">{m.saved![field.key]}</code>
                </span>
              </li>
            ))}
            <li className="text-xs">
              {themeMessages.darkPaletteLabel}: {m.saved.darkPalette ? 'on' : 'off'}
            </li>
          </ul>
        ) : (
          <p className="text-sm text-muted">{themeMessages.noSavedTheme}</p>
        )}
      </section>
      <LazyThemeEditor model={model} />
    </div>
  );
}

export default withIslandBoundary(ThemeEditorDemo, 'theme editor');
