import { test, expect, openPage } from './fixtures';
import { confirmDemoMessages, confirmMessages } from '../../src/domain/messages';
import { openDemoByKeyboard, tabTo } from './keyboard';

test.describe('confirm dialog', () => {
  test.beforeEach(async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/confirm-dialog/');
  });

  test('danger: title, content, Cancel and Delete ("Deleting" while it works)', async ({ page }) => {
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: confirmDemoMessages.dangerTitle });
    await expect(dialog).toContainText(confirmDemoMessages.dangerContent);
    await expect(dialog.getByRole('button', { name: confirmMessages.cancel })).toBeVisible();
    await dialog.getByRole('button', { name: confirmMessages.delete }).click();
    await expect(dialog.getByRole('button', { name: confirmMessages.deleting })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: confirmMessages.cancel })).toBeDisabled();
    // Escape does nothing while the action runs.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: confirmDemoMessages.done })).toBeVisible();
  });

  test('primary variant with its own labels', async ({ page }) => {
    await page.getByRole('button', { name: confirmDemoMessages.primaryButton }).click();
    const dialog = page.getByRole('dialog', { name: confirmDemoMessages.primaryTitle });
    await dialog.getByRole('button', { name: confirmDemoMessages.primaryConfirm, exact: true }).click();
    await expect(dialog.getByRole('button', { name: confirmDemoMessages.primaryLoading })).toBeDisabled();
    await expect(dialog).toBeHidden();
  });

  test('Escape and the backdrop close it; focus returns to the opener', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Open demo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: confirmDemoMessages.dangerTitle });
    // The dialog's code loads on first open: Escape means something once it is shown and holds focus.
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: confirmDemoMessages.cancelled })).toBeVisible();

    await opener.click();
    await expect(dialog).toBeVisible();
    // A click outside means something once the dialog has settled as a person sees it: it holds
    // focus and its backdrop and panel have finished coming in (Headless UI marks them
    // data-transition until then; it listens for outside clicks from a render after the focus moves).
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(dialog.locator('[data-transition]')).toHaveCount(0);
    await page.mouse.click(10, 890);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('keyboard only: focus is trapped inside and Enter confirms', async ({ page }) => {
    await openDemoByKeyboard(page);
    const dialog = page.getByRole('dialog', { name: confirmDemoMessages.dangerTitle });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: confirmMessages.cancel });
    const confirm = dialog.getByRole('button', { name: confirmMessages.delete });
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    await tabTo(page, confirm, { max: 3 });
    await page.keyboard.press('Shift+Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
});
