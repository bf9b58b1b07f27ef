import { seriousViolations } from '../helpers/axe';
import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import type { SitePaths } from './paths';
import { issuePickerMessages } from '../../src/domain/messages';

/** Each picker page with its dialog open (and the workspace tab with a selection), light and dark: no serious axe finding. */
const cases: Array<{ path: string | ((paths: SitePaths) => string); name: string; open: (page: Page) => Promise<void> }> = [
  {
    path: '/components/date-filter/',
    name: 'date filter dialog',
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

for (const { path, name, open } of cases) {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe: ${name} (${mode})`, async ({ page, paths, consoleErrors: _ }) => {
      await page.addInitScript((m) => localStorage.setItem('plane:color-mode', m), mode);
      await openPage(page, typeof path === 'string' ? path : path(paths));
      await open(page);
      await page.waitForTimeout(400);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
