import { test, expect, openPage } from './fixtures';
import { addToDescription } from './issue-description';
import { aiMessages, descriptionMessages, toastTitle } from '../../src/domain/messages';

test.describe('demo issue page', () => {
  test('shows the issue, its properties, links and activity', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.issue('issue-web-0001'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ship the shared dialogs' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Properties' })).toContainText('Priority');
    await expect(page.getByRole('button', { name: 'Copy link Milkdown docs' })).toBeVisible();
    await expect(page.getByText('created', { exact: false }).first()).toBeVisible();
  });

  test('the description saves through the API and survives a reload', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.issue('issue-web-0001'));
    await addToDescription(page, 'Saved by the e2e test');
    await expect(page.getByText(descriptionMessages.unsaved)).toBeVisible();
    await page.getByRole('button', { name: descriptionMessages.save }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${descriptionMessages.saved}$`) })).toBeVisible();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).toContainText('Saved by the e2e test');
    await expect(page.getByText(/^Restored your unsaved draft from /)).toHaveCount(0);
  });

  test('a failed save keeps the text, and a reload restores it as a draft', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, `${paths.issue('issue-web-0001')}?scenario=server-errors`);
    const editor = await addToDescription(page, 'Do not lose this sentence');
    await page.getByRole('button', { name: descriptionMessages.save }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: toastTitle.error })).toBeVisible();
    await expect(page.getByText(descriptionMessages.saveFailed)).toBeVisible();
    await expect(editor).toContainText('Do not lose this sentence');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Restored your unsaved draft from /)).toBeVisible();
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).toContainText('Do not lose this sentence');
    await page.getByRole('button', { name: descriptionMessages.discardDraft }).click();
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).not.toContainText('Do not lose this sentence');
  });

  test('the AI assistant inserts its answer into the description', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.issue('issue-web-0001'));
    await page.getByRole('textbox', { name: descriptionMessages.heading }).click();
    await page.getByRole('button', { name: aiMessages.trigger }).click();
    await page.getByPlaceholder(aiMessages.taskPlaceholderWithPrompt).fill('Rewrite as a checklist');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: aiMessages.useResponse }).click();
    await expect(page.getByText(descriptionMessages.unsaved)).toBeVisible();
  });
});
