import { test, expect, openPage, CLIENT_ONLY } from './fixtures';
import { confirmDemoMessages, confirmMessages } from '../../src/domain/messages';
import { openDemoByKeyboard, tabTo } from './keyboard';

test.describe('confirm dialog', { tag: CLIENT_ONLY }, () => {
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
    // focus and its backdrop and panel have finished coming in (Headless UI listens for outside
    // clicks from a render after the focus moves).
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.mouse.click(10, 890);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closed while it comes in, it leaves nothing over the page, even when the tab is busy', async ({ page }) => {
    // React's scheduler posts its work through a MessageChannel. Holding each message back makes
    // React commit a frame or more late, as in a busy tab: the timing under which Headless UI's
    // transition props left a dialog closed mid-entrance on the page, invisible, taking every click.
    await page.addInitScript(() => {
      const Native = window.MessageChannel;
      window.MessageChannel = class extends Native {
        constructor() {
          super();
          const post = this.port2.postMessage.bind(this.port2);
          this.port2.postMessage = (message: unknown) => setTimeout(() => post(message), 60);
        }
      };
    });
    await openPage(page, '/components/confirm-dialog/');
    const opener = page.getByRole('button', { name: 'Open demo' });
    const dialog = page.getByRole('dialog', { name: confirmDemoMessages.dangerTitle });
    // The first opening loads the dialog's code.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (let delay = 0; delay <= 120; delay += 10) {
      await expect(opener).toBeEnabled();
      // A keypress at a set time into the entrance, which the test runner's round trips could not time.
      await opener.evaluate((button: HTMLElement, delay) => {
        button.click();
        setTimeout(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })), delay);
      }, delay);
      await expect(page.getByRole('dialog'), `Escape ${delay} ms into the entrance`).toHaveCount(0);
      await expect(page.locator('#headlessui-portal-root *')).toHaveCount(0);
      await opener.click({ trial: true, timeout: 2_000 });
    }
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
