import { API_ORIGIN as API, test, expect, openPage, resetServer } from './fixtures';
import { linkMessages, toastTitle } from '../../src/domain/messages';

test.describe('link form against the real HTTP mock server', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('adds a link through a real socket, and a 400 keeps what was typed', async ({ page, request, paths, consoleErrors: _ }) => {
    await openPage(page, '/components/link-form/');
    const unique = `Real ${Date.now()}`;
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
    await dialog.getByLabel(linkMessages.urlLabel).fill('https://localhost');
    await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: toastTitle.error })).toContainText('Enter a valid URL.');
    await expect(dialog.getByLabel(linkMessages.urlLabel)).toHaveValue('https://localhost');

    await dialog.getByLabel(linkMessages.urlLabel).fill('https://real.example.com');
    await dialog.getByLabel(linkMessages.titleLabel).fill(unique);
    await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Copy link ${unique}` })).toBeVisible();

    // The write really reached the server process.
    const links = await (await request.get(`${API}${paths.apiProject('project-0001', `issues/${paths.id('issue-web-0001')}/issue-links/`)}`)).json();
    expect(links.map((l: { title: string }) => l.title)).toContain(unique);
    await page.reload();
    await expect(page.getByRole('button', { name: `Copy link ${unique}` })).toBeVisible();
  });

  test('the scenario header reaches the real server', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/link-form/?scenario=server-errors');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
    await dialog.getByLabel(linkMessages.urlLabel).fill('https://plane.so');
    await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: toastTitle.error })).toBeVisible();
    await expect(dialog.getByLabel(linkMessages.urlLabel)).toHaveValue('https://plane.so');
  });
});
