import { test, expect, isPlane, openPage } from './fixtures';
import { assetDeletePath, uploadedImageSrc } from './uploaded-files';
import type { Locator, Page } from '@playwright/test';
import { coverMessages, toastTitle, uploadMessages } from '../../src/domain/messages';
import { COVER_SKELETON_ITEMS } from '../../src/domain/constants';
import { chooseFile, dropZone, files, expectImageDisplays, mockLog, sixMegabytePng } from './media-helpers';
import { openDemoByKeyboard } from './keyboard';

const PAGE = '/components/cover-image-picker/';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const panel = (page: Page) => page.getByRole('dialog', { name: coverMessages.panelLabel });
const banner = (page: Page) => page.getByRole('img', { name: /^Current cover/ });
/** The n-th built-in cover: the spec's sample pictures, or the ones this site bundles for Plane. */
const builtInCover = (page: Page, n: number) => panel(page).getByRole('button', { name: coverMessages.choose(`built-in cover ${n}`) });
/** A choice's picture, as the absolute URL the browser loads. */
const thumbnailOf = (choice: Locator) => choice.locator('img').evaluate((img: HTMLImageElement) => img.src);
const deletes = async (page: Page) => (await mockLog(page)).filter((e) => e.method === 'DELETE').map((e) => e.path);

test.describe('cover image picker', () => {
  test('loads with 8 skeletons, searches Unsplash, and a choice sets the cover and closes', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=slow-network`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    const picker = panel(page);
    await expect(picker.getByRole('tab', { name: coverMessages.tabUnsplash })).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByTestId('cover-skeleton')).toHaveCount(COVER_SKELETON_ITEMS);
    const grid = picker.getByRole('tabpanel').getByRole('button', { name: /^Use .* as the cover$/ });
    await expect(grid).toHaveCount(12, { timeout: 15_000 });

    await picker.getByRole('searchbox', { name: coverMessages.searchPlaceholder }).fill('forest');
    await picker.getByRole('button', { name: coverMessages.search }).click();
    await expect(grid).toHaveCount(2, { timeout: 15_000 });
    await expect(picker.getByRole('button', { name: coverMessages.choose('foggy pine forest') })).toBeVisible();

    await picker.getByRole('searchbox', { name: coverMessages.searchPlaceholder }).fill('zebra');
    await picker.getByRole('searchbox', { name: coverMessages.searchPlaceholder }).press('Enter');
    await expect(picker.getByText(coverMessages.noImages)).toBeVisible({ timeout: 15_000 });

    await picker.getByRole('searchbox', { name: coverMessages.searchPlaceholder }).fill('pine');
    await picker.getByRole('button', { name: coverMessages.search }).click();
    await picker.getByRole('button', { name: coverMessages.choose('foggy pine forest') }).click();
    await expect(picker).toBeHidden({ timeout: 15_000 });
    await expect(toast(page, coverMessages.coverUpdated)).toContainText(toastTitle.success);
    await expect(banner(page)).toHaveAttribute('src', '/fixtures/unsplash/10.svg');
    await expectImageDisplays(banner(page));
    expect(await deletes(page)).toEqual([]);
  });

  test('Images lists the built-in covers; a choice survives a reload', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('tab', { name: coverMessages.tabImages }).click();
    const covers = panel(page).getByRole('button', { name: /^Use built-in cover \d as the cover$/ });
    await expect(covers).toHaveCount(6);
    // The sample project's cover is the first built-in one; a Plane project's starts as its own.
    if (!isPlane()) await expect(builtInCover(page, 1)).toHaveAttribute('aria-pressed', 'true');
    const fourth = await thumbnailOf(builtInCover(page, 4));
    await builtInCover(page, 4).click();
    await expect(panel(page)).toBeHidden();
    await expect(banner(page)).toHaveJSProperty('src', fourth);
    await page.reload();
    await expect(banner(page)).toHaveJSProperty('src', fourth);
    await expectImageDisplays(banner(page));
    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('tab', { name: coverMessages.tabImages }).click();
    await expect(builtInCover(page, 4)).toHaveAttribute('aria-pressed', 'true');
  });

  test('an uploaded cover displays; replacing it deletes the upload, never a stock picture', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('tab', { name: coverMessages.tabUpload }).click();
    await expect(panel(page).getByRole('button', { name: uploadMessages.submit })).toBeDisabled();
    await chooseFile(page, dropZone(panel(page)), files.avatar);
    await panel(page).getByRole('button', { name: uploadMessages.submit }).click();
    await expect(panel(page)).toBeHidden();
    await expect(banner(page)).toHaveAttribute('src', uploadedImageSrc());
    await expectImageDisplays(banner(page));
    const uploaded = (await banner(page).getAttribute('src'))!;

    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('button', { name: coverMessages.choose('ocean waves on rocks') }).click();
    await expect(banner(page)).toHaveAttribute('src', '/fixtures/unsplash/5.svg');
    await expect.poll(() => deletes(page)).toEqual([assetDeletePath('workspace', uploaded, paths)]);

    // From a stock picture to a built-in cover: nothing is deleted.
    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('tab', { name: coverMessages.tabImages }).click();
    const second = await thumbnailOf(builtInCover(page, 2));
    await builtInCover(page, 2).click();
    await expect(banner(page)).toHaveJSProperty('src', second);
    expect(await deletes(page)).toHaveLength(1);
  });

  test('the Upload tab refuses a 6 MB PNG and a GIF, and toasts a failed upload', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=upload-fails`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('tab', { name: coverMessages.tabUpload }).click();
    await chooseFile(page, dropZone(panel(page)), sixMegabytePng());
    await expect(panel(page).getByRole('alert')).toHaveText(uploadMessages.tooLarge);
    await chooseFile(page, dropZone(panel(page)), files.gif);
    await expect(panel(page).getByRole('alert')).toHaveText(uploadMessages.invalidFormat);
    await chooseFile(page, dropZone(panel(page)), files.avatar);
    await panel(page).getByRole('button', { name: uploadMessages.submit }).click();
    await expect(toast(page, 'The asset could not be stored.')).toContainText(toastTitle.error);
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: uploadMessages.cancel }).click();
    await expect(panel(page)).toBeHidden();
  });

  test('a running upload stops on Escape and on Cancel: the cover stays and no error shows', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=slow-network`);
    const before = await banner(page).getAttribute('src');
    for (const stop of ['Escape', 'Cancel'] as const) {
      await page.getByRole('button', { name: 'Open demo' }).click();
      await panel(page).getByRole('tab', { name: coverMessages.tabUpload }).click();
      await chooseFile(page, dropZone(panel(page)), files.avatar);
      await panel(page).getByRole('button', { name: uploadMessages.submit }).click();
      await expect(panel(page).getByRole('progressbar', { name: uploadMessages.submitting })).toBeVisible();
      // Cancel takes the focus the disabled buttons dropped, so Escape reaches the picker.
      await expect(panel(page).getByRole('button', { name: uploadMessages.cancel })).toBeFocused();
      if (stop === 'Escape') await page.keyboard.press('Escape');
      else await panel(page).getByRole('button', { name: uploadMessages.cancel }).click();
      await expect(panel(page)).toBeHidden();
    }
    await page.getByRole('button', { name: 'Open demo' }).click();
    await panel(page).getByRole('tab', { name: coverMessages.tabUpload }).click();
    await expect(panel(page).getByRole('progressbar')).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: uploadMessages.submit })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(2500);
    expect(await banner(page).getAttribute('src')).toBe(before);
    expect((await mockLog(page)).filter((e) => e.method === 'PATCH')).toEqual([]);
    await expect(toast(page, toastTitle.error)).toHaveCount(0);
  });

  test('when Unsplash is down its tab is hidden and Images is shown first', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=unsplash-down`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    const tabs = panel(page).getByRole('tab');
    await expect(tabs).toHaveText([coverMessages.tabImages, coverMessages.tabUpload]);
    await expect(panel(page).getByRole('tab', { name: coverMessages.tabImages })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('button', { name: /^Use built-in cover/ })).toHaveCount(6);
  });

  test('a search sent while the first list is still loading is not lost: Enter and Search work at once', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=slow-network`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    const picker = panel(page);
    await expect(picker.getByTestId('cover-skeleton')).toHaveCount(COVER_SKELETON_ITEMS);
    const search = picker.getByRole('searchbox', { name: coverMessages.searchPlaceholder });
    await search.fill('dunes');
    await search.press('Enter');
    const grid = picker.getByRole('tabpanel').getByRole('button', { name: /^Use .* as the cover$/ });
    await expect(grid).toHaveCount(1, { timeout: 15_000 });
    await expect(picker.getByRole('button', { name: coverMessages.choose('desert dunes under a clear sky') })).toBeVisible();
    // The first list answering late must not bring its 12 pictures back.
    await page.waitForTimeout(2000);
    await expect(grid).toHaveCount(1);

    await search.fill('forest');
    await picker.getByRole('button', { name: coverMessages.search }).click();
    await search.fill('pine');
    await picker.getByRole('button', { name: coverMessages.search }).click();
    await expect(picker.getByRole('button', { name: coverMessages.choose('foggy pine forest') })).toBeVisible({ timeout: 15_000 });
    await expect(grid).toHaveCount(1);
  });

  test('keyboard only: open, move between tabs, search, choose; Escape closes', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    const opener = await openDemoByKeyboard(page);
    const picker = panel(page);
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('tab', { name: coverMessages.tabUnsplash })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(picker.getByRole('tab', { name: coverMessages.tabImages })).toBeFocused();
    await expect(picker.getByRole('tab', { name: coverMessages.tabImages })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab'); // into the Unsplash panel
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('searchbox', { name: coverMessages.searchPlaceholder })).toBeFocused();
    await page.keyboard.type('dunes');
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('button', { name: /^Use .* as the cover$/ })).toHaveCount(1);
    await page.keyboard.press('Tab'); // Search
    await page.keyboard.press('Tab'); // the one picture
    await expect(picker.getByRole('button', { name: coverMessages.choose('desert dunes under a clear sky') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(banner(page)).toHaveAttribute('src', '/fixtures/unsplash/2.svg');

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
