import { violationsInBothThemes } from '../helpers/axe';
import type { Page } from '@playwright/test';
import { test, expect, openPage, CLIENT_ONLY } from './fixtures';
import type { SitePaths } from './paths';
import { issuePickerMessages } from '../../src/domain/messages';

/**
 * Each picker page with its dialog open (and the workspace tab with a selection): no serious axe
 * finding in light, nor one of colour in dark. A dialog that shows no server data is the same page
 * whatever answers the calls: scanned in the mocked project only (clientOnly).
 */
const cases: Array<{ path: string | ((paths: SitePaths) => string); name: string; clientOnly?: boolean; open: (page: Page) => Promise<void> }> = [
  {
    path: '/components/date-filter/',
    name: 'date filter dialog',
    clientOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open demo' }).click();
      await expect(page.getByRole('dialog', { name: 'Due date' })).toBeVisible();
    },
  },
  {
    path: '/components/bulk-delete-issues/',
    name: 'bulk delete dialog with a selection',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open demo' }).click();
      const dialog = page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteDialogTitle });
      await dialog.getByRole('option', { name: /^WEB-2 / }).click();
    },
  },
  {
    path: '/components/add-existing-issues/',
    name: 'add existing dialog with results and a chip',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open demo' }).click();
      const dialog = page.getByRole('dialog', { name: issuePickerMessages.addExistingTitle });
      // A whole key: Plane matches an issue's number exactly (utils/issue_search.py at 4ca6d6c7).
      await dialog.getByRole('combobox').fill('web-42');
      await dialog.getByRole('option', { name: /^WEB-42 / }).click();
    },
  },
  {
    path: '/components/confirm-dialog/',
    name: 'confirm dialog',
    clientOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open demo' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    path: (paths) => paths.views('all-issues'),
    name: 'workspace issues with a selection',
    open: async (page) => {
      await page.locator('[data-entity-id]').first().getByRole('checkbox').click();
      await expect(page.getByRole('region', { name: /selected$/ })).toBeVisible();
    },
  },
];

for (const { path, name, clientOnly, open } of cases) {
  test(`axe: ${name} (light and dark)`, { tag: clientOnly ? CLIENT_ONLY : [] }, async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, typeof path === 'string' ? path : path(paths));
    await open(page);
    await page.waitForTimeout(400);
    expect(await violationsInBothThemes(page)).toEqual([]);
  });
}
