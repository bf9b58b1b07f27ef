import { afterEach, describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { createThemeModel } from '../../../src/models/theme';
import { themeMessages } from '../../../src/domain/messages';
import { CUSTOM_THEME_STORAGE_KEY, themeFormValues, type ThemeFormValues } from '../../../src/domain/theme';
import { DEFAULT_THEME } from '../../../src/domain/constants';
import { forkRecordingToasts } from '../../helpers/toast-scope';

function setup(headers?: Record<string, string>) {
  const model = createThemeModel();
  const { scope, toasts } = forkRecordingToasts();
  return { model, scope, toasts, headers };
}

const root = () => document.documentElement.style;
const light: ThemeFormValues = { background: '#ffffff', text: '#111111', primary: '#aa3300', sidebarBackground: '#f0f0f0', sidebarText: '#222222', darkPalette: false };

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

describe('theme model against the mock API', () => {
  it('starts from the SPEC defaults when nothing is saved', async () => {
    const { model, scope } = setup();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$initialValues)).toEqual({ ...DEFAULT_THEME, darkPalette: true });
  });

  it('previews valid colours live, ignores half-typed ones, and closing puts the stored look back', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.valuesChanged, { scope, params: light });
    expect(root().getPropertyValue('--c-canvas')).toBe('#ffffff');
    expect(root().getPropertyValue('--c-primary')).toBe('#aa3300');
    await allSettled(model.valuesChanged, { scope, params: { ...light, background: '#12' } });
    expect(root().getPropertyValue('--c-canvas')).toBe('#ffffff');
    await allSettled(model.closed, { scope });
    expect(root().getPropertyValue('--c-canvas')).toBe('');
    expect(localStorage.getItem(CUSTOM_THEME_STORAGE_KEY)).toBeNull();
  });

  it('opening paints nothing: the saved values are not a change; a change previews, going back restores', async () => {
    const { model, scope } = setup();
    await allSettled(model.mounted, { scope });
    await allSettled(model.opened, { scope });
    await allSettled(model.valuesChanged, { scope, params: scope.getState(model.$initialValues) });
    expect(root().getPropertyValue('--c-canvas')).toBe('');
    await allSettled(model.valuesChanged, { scope, params: light });
    expect(root().getPropertyValue('--c-canvas')).toBe('#ffffff');
    await allSettled(model.valuesChanged, { scope, params: scope.getState(model.$initialValues) });
    expect(root().getPropertyValue('--c-canvas')).toBe('');
  });

  it('saves the five colours, palette and "custom", stores the variables and says so', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.submitted, { scope, params: light });
    const me = await (await fetch('/api/users/me/')).json();
    expect(me.theme).toEqual({ ...light, palette: '#ffffff,#111111,#aa3300,#f0f0f0,#222222', theme: 'custom' });
    expect(JSON.parse(localStorage.getItem(CUSTOM_THEME_STORAGE_KEY)!)).toMatchObject({ '--c-canvas': '#ffffff', '--c-primary': '#aa3300' });
    expect(root().getPropertyValue('--c-sidebar')).toBe('#f0f0f0');
    expect(scope.getState(model.$open)).toBe(false);
    expect(toasts).toContainEqual({ type: 'success', message: themeMessages.updateSuccess });

    // A fresh page reads the saved theme back as the form's values.
    const again = setup();
    await allSettled(again.model.mounted, { scope: again.scope });
    expect(again.scope.getState(again.model.$initialValues)).toEqual(themeFormValues(me.theme));
  });

  it('a failed save says "Failed to Update the theme" and keeps the preview', async () => {
    const { model, scope, toasts } = setup();
    const { server } = await import('../../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(http.patch('*/api/users/me/profile/', () => HttpResponse.json({ error: 'Profile could not be saved.' }, { status: 500 })));
    await allSettled(model.opened, { scope });
    await allSettled(model.valuesChanged, { scope, params: light });
    await allSettled(model.submitted, { scope, params: light });
    expect(toasts).toContainEqual({ type: 'error', message: 'Failed to Update the theme' });
    expect(scope.getState(model.$open)).toBe(true);
    expect(root().getPropertyValue('--c-canvas')).toBe('#ffffff');
    expect(localStorage.getItem(CUSTOM_THEME_STORAGE_KEY)).toBeNull();
  });

  it('follows the server: a stored look is dropped when the user has no theme, and reset removes both', async () => {
    localStorage.setItem(CUSTOM_THEME_STORAGE_KEY, JSON.stringify({ '--c-canvas': '#123456' }));
    const { model, scope, toasts } = setup();
    await allSettled(model.mounted, { scope });
    expect(localStorage.getItem(CUSTOM_THEME_STORAGE_KEY)).toBeNull();
    await allSettled(model.submitted, { scope, params: light });
    await allSettled(model.resetRequested, { scope });
    expect((await (await fetch('/api/users/me/')).json()).theme).toBeNull();
    expect(localStorage.getItem(CUSTOM_THEME_STORAGE_KEY)).toBeNull();
    expect(root().getPropertyValue('--c-canvas')).toBe('');
    expect(toasts).toContainEqual({ type: 'success', message: themeMessages.resetDone });
  });
});
