import { readFile } from 'node:fs/promises';
import { actAs, openAs } from './acting-role';
import { uploadedImageSrc } from './uploaded-files';
import type { Download, Page } from '@playwright/test';
import { test, expect, isPlane, openPage, CLIENT_ONLY } from './fixtures';
import { backendMessages, linkMessages, settingsMessages, uploadMessages } from '../../src/domain/messages';
import { expectUnavailable, watchFailedCalls } from './unavailable';
import { EXPORT_COLUMNS } from '../../src/domain/export-file';
import { PRICING_URL } from '../../src/domain/constants';
import { settingsMenuFor, ROLE_NAMES, type RoleName } from '../../src/domain/roles';
import { buildSeed } from '../../fixtures/seed';
import { unzip, xlsxRows } from './zip';
import { chooseFile, files, expectImageDisplays } from './media-helpers';

const menu = (page: Page) => page.getByRole('navigation', { name: settingsMessages.menuLabel });

/**
 * The exported file, checked by name. The spec serves it as it is; Plane's export task uploads a
 * ZIP named for the workspace and the day, one file inside for a workspace export
 * (bgtasks/export_task.py at 4ca6d6c7).
 */
async function exportedFile(download: Download, format: string, slug: string): Promise<Buffer> {
  const bytes = await readFile((await download.path())!);
  if (!isPlane()) {
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${slug}-issues-\\d{8}-\\d{4}\\.${format}$`));
    return bytes;
  }
  expect(download.suggestedFilename()).toMatch(new RegExp(`^export-${slug}-[0-9a-f]{6}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const entries = [...unzip(bytes)];
  expect(entries.map(([name]) => name)).toEqual([expect.stringMatching(new RegExp(`\\.${format}$`))]);
  return entries[0][1];
}
const seed = buildSeed();

test.describe('workspace settings and roles', () => {
  test('the settings menu follows the role: live on the Role select, on Plane as who signs in', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.settings());
    await expect(menu(page).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    for (const role of ['guest', 'viewer', 'member', 'admin'] as RoleName[]) {
      const played = await actAs(page, role);
      await expect(menu(page).getByRole('link')).toHaveText(settingsMenuFor(played).map((i) => i.label));
    }
  });

  test('Billing links to the pricing page (SPEC section 9), in a new tab that cannot reach this one', { tag: CLIENT_ONLY }, async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.settings('billing'));
    const link = page.getByRole('link', { name: settingsMessages.billing.comparePlans });
    await expect(link).toHaveAttribute('href', PRICING_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('a page above the role shows "not allowed" and loads nothing; the right role sees it', async ({ page, paths, consoleErrors: _ }) => {
    await openAs(page, paths.settings('webhooks'), 'member');
    await expect(page.getByRole('heading', { name: settingsMessages.notAllowedTitle })).toBeVisible();
    await expect(page.getByText(settingsMessages.notAllowed('Webhooks', 'Admin', 'Member'))).toBeVisible();
    await expect(page.getByLabel(settingsMessages.webhooks.urlLabel)).toHaveCount(0);
    await actAs(page, 'admin');
    await expect(page.getByLabel(settingsMessages.webhooks.urlLabel)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  });

  for (const format of ['csv', 'xlsx', 'json'] as const) {
    test(`${format.toUpperCase()} export: the downloaded file opens and holds every issue`, async ({ page, paths, consoleErrors: _ }) => {
      await openPage(page, paths.settings('exports'));
      await page.getByRole('radio', { name: settingsMessages.exports.formats[format] }).check();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: settingsMessages.exports.submit, exact: true }).click();
      const download = await downloading;
      const bytes = await exportedFile(download, format, paths.slug);
      const names = seed.issues.map((i) => i.name);

      if (format === 'csv') {
        const lines = bytes.toString('utf8').trim().split('\r\n');
        expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => c.header).join(','));
        expect(lines).toHaveLength(seed.issues.length + 1);
        expect(lines.some((l) => l.startsWith('WEB-1,Ship the shared dialogs,'))).toBe(true);
      } else if (format === 'json') {
        const rows = JSON.parse(bytes.toString('utf8')) as Array<{ key: string; name: string }>;
        expect(rows).toHaveLength(seed.issues.length);
        expect(rows.find((r) => r.key === 'WEB-1')!.name).toBe('Ship the shared dialogs');
      } else {
        const rows = xlsxRows(bytes);
        expect(rows[0]).toEqual(EXPORT_COLUMNS.map((c) => c.header));
        expect(rows).toHaveLength(seed.issues.length + 1);
        expect(rows.slice(1).map((r) => r[1]).sort()).toEqual([...names].sort());
      }
      // The export stays in the list and downloads again from there.
      const history = page.getByRole('list', { name: settingsMessages.exports.historyHeading });
      await expect(history.getByRole('listitem')).toHaveCount(1);
      const again = page.waitForEvent('download');
      await history.getByRole('button', { name: /^Download / }).click();
      expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
    });
  }

  test('create workspace, its own route: rejects reserved and invalid slugs with clear messages, then creates one', async ({ page, paths, consoleErrors: _ }) => {
    // Not a part of a workspace's settings (issue 17, item 12): General has no such form.
    await openPage(page, paths.settings());
    await expect(page.getByRole('heading', { name: settingsMessages.general.heading })).toBeVisible();
    await expect(page.getByRole('region', { name: settingsMessages.createWorkspace.heading })).toHaveCount(0);
    await openPage(page, '/create-workspace/');
    const form = page.getByRole('region', { name: settingsMessages.createWorkspace.heading });
    const slug = form.getByLabel(settingsMessages.createWorkspace.slugLabel);
    await form.getByLabel(settingsMessages.createWorkspace.nameLabel).fill('Profile');
    await expect(slug).toHaveValue('profile');
    await expect(form.getByText(settingsMessages.createWorkspace.slugProblems.reserved)).toBeVisible();
    await slug.fill('Not Valid!');
    await expect(form.getByText(settingsMessages.createWorkspace.slugProblems.invalid)).toBeVisible();
    await slug.fill(paths.slug);
    await form.getByLabel(settingsMessages.createWorkspace.sizeLabel).selectOption('11-50');
    await form.getByLabel(settingsMessages.createWorkspace.roleLabel).selectOption('Founder / Executive');
    await form.getByRole('button', { name: settingsMessages.createWorkspace.submit }).click();
    // The server's own words: Plane's are its serializer's unique check (mocks/plane/handlers/workspaces.ts).
    const taken = isPlane() ? 'Workspace with this slug already exists.' : 'This workspace URL is already taken.';
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: taken })).toBeVisible();
    await expect(slug).toHaveValue(paths.slug);
    await slug.fill('profile-team');
    await form.getByRole('button', { name: settingsMessages.createWorkspace.submit }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: settingsMessages.createWorkspace.created('Profile', 'profile-team') })).toBeVisible();
  });

  test('General: an admin renames the workspace and changes its logo with the image upload dialog; a member cannot', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.settings());
    const name = page.getByLabel(settingsMessages.general.nameLabel).first();
    await name.fill('');
    await page.getByRole('button', { name: settingsMessages.general.save }).click();
    await expect(page.getByText(settingsMessages.general.nameRequired)).toBeVisible();
    await name.fill('Acme Labs');
    await page.getByRole('button', { name: settingsMessages.general.save }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: settingsMessages.general.saved })).toBeVisible();

    await page.getByRole('button', { name: settingsMessages.general.changeLogo }).click();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.dropHere }), files.avatar);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(dialog).toBeHidden();
    const logo = page.getByRole('img', { name: settingsMessages.general.logoAlt('Acme Labs') });
    await expect(logo).toHaveAttribute('src', uploadedImageSrc());
    await expectImageDisplays(logo);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel(settingsMessages.general.nameLabel).first()).toHaveValue('Acme Labs');
    await actAs(page, 'member');
    await expect(page.getByRole('button', { name: settingsMessages.general.changeLogo })).toHaveCount(0);
    await expect(page.getByText(settingsMessages.general.adminsOnly)).toBeVisible();
  });

  test('webhooks and API tokens: empty states, create, secret shown once, delete with confirmation', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.settings('webhooks'));
    await expect(page.getByRole('heading', { name: 'No webhooks added' })).toBeVisible();
    await page.getByLabel(settingsMessages.webhooks.urlLabel).fill('ftp://nope');
    await page.getByRole('button', { name: settingsMessages.webhooks.add }).click();
    await expect(page.getByText(linkMessages.urlInvalid)).toBeVisible();
    await page.getByLabel(settingsMessages.webhooks.urlLabel).fill('https://hooks.example.com/plane');
    await page.getByRole('button', { name: settingsMessages.webhooks.add }).click();
    await expect(page.getByRole('list', { name: settingsMessages.webhooks.listLabel })).toContainText('https://hooks.example.com/plane');
    await expect(page.getByLabel(settingsMessages.webhooks.urlLabel)).toHaveValue('');
    await page.getByRole('button', { name: settingsMessages.webhooks.deleteLabel('https://hooks.example.com/plane') }).click();
    await page.getByRole('dialog', { name: settingsMessages.webhooks.deleteTitle }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No webhooks added' })).toBeVisible();

    await openPage(page, paths.settings('api-tokens'));
    await expect(page.getByRole('heading', { name: 'No API tokens created' })).toBeVisible();
    await page.getByLabel(settingsMessages.apiTokens.titleLabel).fill('CI deploys');
    await page.getByLabel(settingsMessages.apiTokens.expiryLabel).selectOption('30');
    await page.getByRole('button', { name: settingsMessages.apiTokens.add }).click();
    await expect(page.getByText(settingsMessages.apiTokens.copyOnce)).toBeVisible();
    // Plane's token is "plane_api_" and a uuid4's hex (db/models/api.py:20 at 4ca6d6c7); the spec's is longer.
    await expect(page.getByTestId('api-token-secret')).toHaveText(isPlane() ? /^plane_api_[0-9a-f]{32}$/ : /^plane_api_[0-9a-f]{48}$/);
    await page.getByRole('button', { name: settingsMessages.apiTokens.dismiss }).click();
    await expect(page.getByTestId('api-token-secret')).toHaveCount(0);
    await expect(page.getByRole('list', { name: settingsMessages.apiTokens.listLabel })).toContainText('CI deploys');
  });

  test('imports: a GitHub import is validated, accepted and listed', async ({ page, paths, consoleErrors: _ }) => {
    const failed = watchFailedCalls(page);
    await openPage(page, paths.settings('imports'));
    if (isPlane()) {
      // Plane's importers come with its paid editions only (docs/plane-api.md rows 60-61): the page says so, and asks nothing.
      await expectUnavailable(page, backendMessages.unavailable.imports, failed);
      await expect(page.getByLabel(settingsMessages.imports.githubRepoLabel)).toHaveCount(0);
      await expect(page.getByRole('button', { name: settingsMessages.imports.submit })).toHaveCount(0);
      return;
    }
    await expect(page.getByRole('heading', { name: 'No previous imports yet' })).toBeVisible();
    await page.getByLabel(settingsMessages.imports.githubRepoLabel).fill('plane');
    await page.getByRole('button', { name: settingsMessages.imports.submit }).click();
    await expect(page.getByText(settingsMessages.imports.githubRepoInvalid)).toBeVisible();
    await page.getByLabel(settingsMessages.imports.githubRepoLabel).fill('makeplane/plane');
    await page.getByRole('button', { name: settingsMessages.imports.submit }).click();
    await expect(page.getByRole('list', { name: settingsMessages.imports.historyHeading })).toContainText('makeplane/plane');
  });

  test('module link actions follow the role on the link form page', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/link-form/');
    for (const role of ROLE_NAMES) {
      const played = await actAs(page, role);
      const expected = played === 'member' || played === 'admin' ? 1 : 0;
      await expect(page.getByRole('button', { name: 'Edit link Design spec' })).toHaveCount(expected);
      await expect(page.getByRole('link', { name: 'Open link Design spec' })).toHaveCount(expected);
      await expect(page.getByRole('button', { name: 'Delete link Design spec' })).toHaveCount(expected);
    }
  });
});
