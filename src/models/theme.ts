import { createEffect, createEvent, createStore, sample } from 'effector';
import { profileApi } from '../api/profile';
import { errorText, unwrap } from '../api/result';
import type { Theme } from '../domain/entities';
import { genericError, themeMessages } from '../domain/messages';
import { CUSTOM_THEME_STORAGE_KEY, previewVars, themeCssVars, themeFormValues, themePayload, type ThemeFormValues } from '../domain/theme';
import { notify } from './toasts';

type Vars = Record<string, string>;

const hasDom = () => typeof document !== 'undefined';

/** Every property the custom theme may set, so switching themes never leaves one behind. */
const THEME_PROPERTIES = Object.keys(themeCssVars(themeFormValues(null)));

function paint(vars: Vars | null): void {
  if (!hasDom()) return;
  const style = document.documentElement.style;
  for (const property of THEME_PROPERTIES) style.removeProperty(property);
  if (vars) for (const [property, value] of Object.entries(vars)) style.setProperty(property, value);
}

function readStored(): Vars | null {
  try {
    const raw = localStorage.getItem(CUSTOM_THEME_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Vars) : null;
  } catch {
    return null;
  }
}

/**
 * The custom theme (REFERENCE 2.8): the saved theme from the current user, a live preview that
 * repaints the site through its CSS variables while the editor is open, and saving, which stores
 * the variables in localStorage for the layout's before-paint script. Closing without saving puts
 * the stored look back.
 */
export function createThemeModel() {
  const mounted = createEvent();
  const opened = createEvent();
  const closed = createEvent();
  const valuesChanged = createEvent<ThemeFormValues>();
  const submitted = createEvent<ThemeFormValues>();
  const resetRequested = createEvent();

  const loadFx = createEffect(async () => (await unwrap(profileApi.me())).theme);
  const saveFx = createEffect(async (values: ThemeFormValues) => (await unwrap(profileApi.updateTheme(themePayload(values)))).theme);
  const resetFx = createEffect(async () => {
    await unwrap(profileApi.updateTheme(null));
  });

  /** Repaints the page without touching what is stored. */
  const previewFx = createEffect((vars: Vars | null) => paint(vars));
  /** Stores (or forgets) the look for every page and repaints with it. */
  const persistFx = createEffect((vars: Vars | null) => {
    try {
      if (vars) localStorage.setItem(CUSTOM_THEME_STORAGE_KEY, JSON.stringify(vars));
      else localStorage.removeItem(CUSTOM_THEME_STORAGE_KEY);
    } catch (error) {
      console.warn('The theme could not be stored in this browser; it applies to this page only.', error);
    }
    paint(vars);
  });
  const restoreStoredFx = createEffect(() => paint(readStored()));

  const $saved = createStore<Theme | null>(null)
    .on(loadFx.doneData, (_, theme) => theme)
    .on(saveFx.doneData, (_, theme) => theme)
    .on(resetFx.done, () => null);
  const $loaded = createStore(false).on(loadFx.finally, () => true);
  const $loadError = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);
  const $open = createStore(false)
    .on(opened, () => true)
    .on(closed, () => false)
    .on(saveFx.done, () => false);
  const $initialValues = $saved.map((theme) => themeFormValues(theme));
  const $saving = saveFx.pending;
  const $resetting = resetFx.pending;

  sample({ clock: mounted, target: loadFx });
  // The server's theme is the truth: a browser that has another one (or a stale one) follows it.
  sample({ clock: loadFx.doneData, fn: (theme) => (theme ? themeCssVars(themeFormValues(theme)) : null), target: persistFx });

  // While a colour is half-typed the page keeps the last valid look.
  const previewed = sample({ clock: valuesChanged, source: $open, filter: (open) => open, fn: (_, values) => previewVars(values) });
  sample({ clock: previewed, filter: (vars): vars is Vars => vars !== null, target: previewFx });
  sample({ clock: submitted, source: $saving, filter: (saving) => !saving, fn: (_, values) => values, target: saveFx });
  sample({ clock: saveFx.done, fn: ({ params }) => themeCssVars(params), target: persistFx });
  sample({ clock: closed, target: restoreStoredFx });

  sample({ clock: resetRequested, target: resetFx });
  sample({ clock: resetFx.done, fn: () => null, target: persistFx });

  sample({ clock: saveFx.done, fn: () => ({ type: 'success' as const, message: themeMessages.updateSuccess }), target: notify });
  sample({ clock: resetFx.done, fn: () => ({ type: 'success' as const, message: themeMessages.resetDone }), target: notify });
  // SPEC section 8 gives this failure one fixed sentence, whatever the server said.
  sample({ clock: [saveFx.fail, resetFx.fail], fn: () => ({ type: 'error' as const, message: themeMessages.updateFailure }), target: notify });

  return {
    mounted, opened, closed, valuesChanged, submitted, resetRequested,
    loadFx, saveFx, resetFx, previewFx, persistFx, restoreStoredFx,
    $saved, $loaded, $loadError, $open, $initialValues, $saving, $resetting,
  };
}

export type ThemeModel = ReturnType<typeof createThemeModel>;
