import { noStoredTheme, storedTheme, test, expect, openPage, CLIENT_ONLY } from './fixtures';
import type { Page } from '@playwright/test';
import { discardMessages, themeMessages, toastTitle } from '../../src/domain/messages';
import { DEFAULT_THEME } from '../../src/domain/constants';
import { CUSTOM_THEME_STORAGE_KEY } from '../../src/domain/theme';
import { openDemoByKeyboard } from './keyboard';

const PAGE = '/components/theme-editor/';
const sheet = (page: Page) => page.getByRole('dialog', { name: themeMessages.heading });
const field = (page: Page, label: string) => sheet(page).getByRole('textbox', { name: label, exact: true });
const rootVar = (page: Page, name: string) => page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const warm = {
  [themeMessages.backgroundLabel]: '#fafaf7',
  [themeMessages.textLabel]: '#1c1917',
  [themeMessages.primaryLabel]: '#b45309',
  [themeMessages.sidebarBackgroundLabel]: '#f1efe8',
  [themeMessages.sidebarTextLabel]: '#292524',
};

async function fillWarm(page: Page) {
  for (const [label, value] of Object.entries(warm)) await field(page, label).fill(value);
}

test.describe('theme editor', () => {
  test('shows the SPEC defaults and every validation message; a # is added as you type', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await expect(page.getByText(themeMessages.noSavedTheme)).toBeVisible();
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(field(page, themeMessages.backgroundLabel)).toHaveValue(DEFAULT_THEME.background);
    await expect(field(page, themeMessages.textLabel)).toHaveValue(DEFAULT_THEME.text);
    await expect(field(page, themeMessages.primaryLabel)).toHaveValue(DEFAULT_THEME.primary);
    await expect(field(page, themeMessages.sidebarBackgroundLabel)).toHaveValue(DEFAULT_THEME.sidebarBackground);
    await expect(field(page, themeMessages.sidebarTextLabel)).toHaveValue(DEFAULT_THEME.sidebarText);

    for (const label of Object.keys(warm)) await field(page, label).fill('');
    await sheet(page).getByRole('button', { name: themeMessages.submit }).click();
    for (const message of [
      themeMessages.backgroundRequired, themeMessages.textRequired, themeMessages.primaryRequired,
      themeMessages.sidebarBackgroundRequired, themeMessages.sidebarTextRequired,
    ]) {
      await expect(sheet(page).getByText(message, { exact: true })).toBeVisible();
    }

    await field(page, themeMessages.primaryLabel).pressSequentially('3f76f');
    await expect(field(page, themeMessages.primaryLabel)).toHaveValue('#3f76f');
    await expect(sheet(page).getByText(themeMessages.invalidHex)).toBeVisible();
    await field(page, themeMessages.primaryLabel).pressSequentially('f');
    await expect(field(page, themeMessages.primaryLabel)).toHaveValue('#3f76ff');
    await expect(sheet(page).getByText(themeMessages.primaryRequired)).toHaveCount(0);
    await expect(sheet(page).getByText(themeMessages.invalidHex)).toHaveCount(0);
    expect(await storedTheme(page)).toEqual(noStoredTheme());
  });

  test('previews live on the whole page; Cancel asks, then puts the site colours back', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    const siteBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Open demo' }).click();
    // Opening changes nothing, so nothing is previewed yet (it used to turn the site dark at once).
    await expect(sheet(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await rootVar(page, '--c-canvas')).toBe('');
    await fillWarm(page);
    await expect.poll(() => rootVar(page, '--c-canvas')).toBe('#fafaf7');
    expect(await rootVar(page, '--c-primary')).toBe('#b45309');
    expect(await rootVar(page, '--c-sidebar')).toBe('#f1efe8');
    const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bodyBackground).toBe('rgb(250, 250, 247)');

    // A half-typed colour keeps the last valid look.
    await field(page, themeMessages.backgroundLabel).fill('#12');
    expect(await rootVar(page, '--c-canvas')).toBe('#fafaf7');

    await sheet(page).getByRole('button', { name: themeMessages.cancel }).click();
    // The question is asked in the site's own colours, not the previewed ones.
    const ask = page.getByRole('dialog', { name: discardMessages.title });
    await expect(ask).toBeVisible();
    // What the title is painted on: the nearest box under it with a background.
    const paintedOn = await ask.getByRole('heading', { name: discardMessages.title }).evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return null;
    });
    expect(paintedOn).toBe(siteBackground);
    await ask.getByRole('button', { name: discardMessages.discard }).click();
    await expect(sheet(page)).toBeHidden();
    await expect.poll(() => rootVar(page, '--c-canvas')).toBe('');
  });

  test('Set Theme saves the payload, says so, and the theme survives a reload', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await fillWarm(page);
    await sheet(page).getByRole('switch', { name: themeMessages.darkPaletteLabel }).click();
    await sheet(page).getByRole('button', { name: themeMessages.submit }).click();
    await expect(toast(page, themeMessages.updateSuccess)).toContainText(toastTitle.success);
    await expect(sheet(page)).toBeHidden();

    expect(await storedTheme(page)).toEqual({
      background: '#fafaf7', text: '#1c1917', primary: '#b45309', sidebarBackground: '#f1efe8', sidebarText: '#292524',
      darkPalette: false, palette: '#fafaf7,#1c1917,#b45309,#f1efe8,#292524', theme: 'custom',
    });
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CUSTOM_THEME_STORAGE_KEY))!)).toMatchObject({ '--c-canvas': '#fafaf7' });

    await page.reload();
    // The head script applies it before the first paint, before any island runs.
    expect(await rootVar(page, '--c-canvas')).toBe('#fafaf7');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 250, 247)');
    await expect(page.getByText('#b45309')).toBeVisible();
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(field(page, themeMessages.primaryLabel)).toHaveValue('#b45309');
    await expect(sheet(page).getByRole('switch', { name: themeMessages.darkPaletteLabel })).not.toBeChecked();
    await page.keyboard.press('Escape');

    // Other pages get it too, and "Use the site colours" removes it.
    await openPage(page, '/components/link-form/');
    expect(await rootVar(page, '--c-canvas')).toBe('#fafaf7');
    await openPage(page, PAGE);
    await page.getByRole('button', { name: themeMessages.resetToSite }).click();
    await expect(toast(page, themeMessages.resetDone)).toBeVisible();
    await expect.poll(() => rootVar(page, '--c-canvas')).toBe('');
    await page.reload();
    expect(await rootVar(page, '--c-canvas')).toBe('');
  });

  test('a failed save says "Failed to Update the theme" and keeps what was typed', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=theme-update-fails`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await fillWarm(page);
    await sheet(page).getByRole('button', { name: themeMessages.submit }).click();
    await expect(toast(page, themeMessages.updateFailure)).toContainText(toastTitle.error);
    await expect(sheet(page)).toBeVisible();
    await expect(field(page, themeMessages.primaryLabel)).toHaveValue('#b45309');
    await expect(sheet(page).getByRole('button', { name: themeMessages.submit })).toBeEnabled();
    expect(await page.evaluate((k) => localStorage.getItem(k), CUSTOM_THEME_STORAGE_KEY)).toBeNull();
  });

  test('the colour picker sets a field; the dark palette switch changes the colour scheme', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await sheet(page).getByRole('button', { name: themeMessages.pickColor(themeMessages.primaryLabel) }).click();
    const hue = page.getByRole('slider', { name: 'Hue' });
    await hue.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(field(page, themeMessages.primaryLabel)).not.toHaveValue(DEFAULT_THEME.primary);
    await expect(field(page, themeMessages.primaryLabel)).toHaveValue(/^#[0-9a-f]{6}$/);
    await page.keyboard.press('Escape');

    await expect.poll(() => rootVar(page, 'color-scheme')).toBe('dark');
    await sheet(page).getByRole('switch', { name: themeMessages.darkPaletteLabel }).click();
    await expect.poll(() => rootVar(page, 'color-scheme')).toBe('light');
  });

  test('keyboard only: open, edit a colour, save; Escape on unsaved edits asks first', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    const opener = await openDemoByKeyboard(page);
    await expect(sheet(page)).toBeVisible();
    await expect(field(page, themeMessages.backgroundLabel)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('101820');
    await expect(field(page, themeMessages.backgroundLabel)).toHaveValue('#101820');

    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: discardMessages.title });
    await expect(ask).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: discardMessages.keep })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(field(page, themeMessages.backgroundLabel)).toHaveValue('#101820');

    await field(page, themeMessages.backgroundLabel).press('Enter');
    await expect(toast(page, themeMessages.updateSuccess)).toBeVisible();
    await expect(sheet(page)).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await rootVar(page, '--c-canvas')).toBe('#101820');
  });
});
