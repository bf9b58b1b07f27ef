import { createEffect, createEvent, sample } from 'effector';
import { profileApi } from '../api/profile';
import { unwrap } from '../api/result';
import type { Theme } from '../domain/entities';
import { themeMessages } from '../domain/messages';
import { CUSTOM_THEME_STORAGE_KEY, previewVars, sameThemeValues, themeCssVars, themeFormValues, themePayload, type ThemeFormValues } from '../domain/theme';
import { createDisclosure, createLoad, startWhenIdle, toastOn } from './kit';

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
  const valuesChanged = createEvent<ThemeFormValues>();
  const submitted = createEvent<ThemeFormValues>();
  const resetRequested = createEvent();

  const theme = createLoad<Theme | null>({ initial: null, load: async () => (await unwrap(profileApi.me())).theme });
  const saveFx = createEffect(async (values: ThemeFormValues) => (await unwrap(profileApi.updateTheme(themePayload(values)))).theme);
  const resetFx = createEffect(async () => {
    await unwrap(profileApi.updateTheme(null));
  });
  const editor = createDisclosure({ closesOn: saveFx.done });

  /** Repaints the page without touching what is stored. */
  const previewFx = createEffect((vars: Vars | null) => paint(vars));
  /** Stores (or forgets) the look for every page and repaints with it. */
  const persistFx = createEffect((vars: Vars | null) => {
    // The build drawing a profile page loads the theme too; it has no browser to keep it in.
    if (typeof localStorage === 'undefined') return;
    try {
      if (vars) localStorage.setItem(CUSTOM_THEME_STORAGE_KEY, JSON.stringify(vars));
      else localStorage.removeItem(CUSTOM_THEME_STORAGE_KEY);
    } catch (error) {
      console.warn('The theme could not be stored in this browser; it applies to this page only.', error);
    }
    paint(vars);
  });
  const restoreStoredFx = createEffect(() => paint(readStored()));

  const $saved = theme.$data
    .on(saveFx.doneData, (_, saved) => saved)
    .on(resetFx.done, () => null);
  const $initialValues = $saved.map((saved) => themeFormValues(saved));
  const $saving = saveFx.pending;
  const $resetting = resetFx.pending;

  // The server's theme is the truth: a browser that has another one (or a stale one) follows it.
  sample({ clock: theme.fx.doneData, fn: (loaded) => (loaded ? themeCssVars(themeFormValues(loaded)) : null), target: persistFx });

  // Nothing is previewed until a value differs from the saved theme (opening repainted the whole
  // site in the default dark palette before anything changed); back to the saved values, the stored
  // look returns. While a colour is half-typed the page keeps the last valid look.
  const edited = sample({
    clock: valuesChanged,
    source: { open: editor.$open, initial: $initialValues },
    filter: ({ open }) => open,
    fn: ({ initial }, values) => (sameThemeValues(initial, values) ? null : values),
  });
  sample({ clock: edited, filter: (values) => values === null, target: restoreStoredFx });
  const previewed = sample({ clock: edited, filter: (values): values is ThemeFormValues => values !== null, fn: previewVars });
  sample({ clock: previewed, filter: (vars): vars is Vars => vars !== null, target: previewFx });
  startWhenIdle(submitted, saveFx);
  sample({ clock: saveFx.done, fn: ({ params }) => themeCssVars(params), target: persistFx });
  sample({ clock: editor.closed, target: restoreStoredFx });

  sample({ clock: resetRequested, target: resetFx });
  sample({ clock: resetFx.done, fn: () => null, target: persistFx });

  toastOn(saveFx.done, 'success', themeMessages.updateSuccess);
  toastOn(resetFx.done, 'success', themeMessages.resetDone);
  // SPEC section 8 gives this failure one fixed sentence, whatever the server said.
  toastOn([saveFx.fail, resetFx.fail], 'error', themeMessages.updateFailure);

  return {
    mounted: theme.requested, opened: editor.opened, closed: editor.closed, valuesChanged, submitted, resetRequested,
    loadFx: theme.fx, preloadFx: theme.preloadFx, saveFx, resetFx, previewFx, persistFx, restoreStoredFx,
    $saved, $loaded: theme.$answered, $loadError: theme.$error, $open: editor.$open, $initialValues, $saving, $resetting,
  };
}

export type ThemeModel = ReturnType<typeof createThemeModel>;
