import { apiFetch, isPlane, test, expect, openPage, toast, CLIENT_ONLY } from './fixtures';
import { issuePickerMessages, toastTitle } from '../../src/domain/messages';
import type { Page } from '@playwright/test';
import { openDemoByKeyboard } from './keyboard';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteDialogTitle });
const option = (page: Page, key: string) => dialogOf(page).getByRole('option', { name: new RegExp(`^${key} `) });

async function open(page: Page) {
  await page.getByRole('button', { name: 'Open demo' }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('listbox', { name: issuePickerMessages.listLabel })).toBeVisible();
  return dialog;
}

test.describe('bulk delete issues', () => {
  test('loads the project issues on open; searches by name and IDENT-SEQ; shows both empty texts', async ({ page, paths, consoleErrors: _ }) => {
    const listCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      // A plane build's sidebar finds the workspace's first issue with a one-row page: not the dialog's list.
      const oneRow = url.searchParams.get('per_page') === '1';
      if (new RegExp(`/projects/${paths.id('project-0001')}/issues/$`).test(url.pathname) && !oneRow) listCalls.push(r.url());
    });
    await openPage(page, '/components/bulk-delete-issues/');
    expect(listCalls).toEqual([]);
    const dialog = await open(page);
    expect(listCalls).toHaveLength(1);
    await expect(dialog.getByRole('heading', { name: issuePickerMessages.bulkDeleteTitle })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: issuePickerMessages.searchLabel })).toHaveAttribute('placeholder', issuePickerMessages.bulkDeleteSearchPlaceholder);

    const search = dialog.getByRole('combobox', { name: issuePickerMessages.searchLabel });
    await search.fill('web-12');
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await expect(dialog.getByRole('heading', { name: issuePickerMessages.bulkDeleteTitle })).toHaveCount(0);
    await search.fill('SHIP THE SHARED');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(option(page, 'WEB-1')).toContainText('Ship the shared dialogs');
    await search.fill('nothing like this');
    await expect(dialog.getByText(issuePickerMessages.noMatchingIssues, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit })).toHaveCount(0);
  });

  test('nothing selected: "Please select at least one issue."', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/');
    const dialog = await open(page);
    await dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit }).click();
    await expect(await toast(page, toastTitle.error)).toContainText(issuePickerMessages.selectAtLeastOne);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true })).toHaveCount(0);
  });

  test('select by click, confirm, "Deleting...", success closes and the list updates', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/?scenario=slow-network');
    const dialog = await open(page);
    await option(page, 'WEB-2').click();
    await option(page, 'WEB-3').click();
    await option(page, 'WEB-4').click();
    await option(page, 'WEB-4').click();
    await expect(option(page, 'WEB-2')).toHaveAttribute('aria-selected', 'true');
    await expect(option(page, 'WEB-4')).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.getByText(issuePickerMessages.selectedCount(2))).toBeVisible();

    await dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit }).click();
    const confirm = page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true });
    await expect(confirm).toContainText(issuePickerMessages.bulkDeleteConfirmContent(2));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('button', { name: issuePickerMessages.deleting })).toBeDisabled();
    // The dialog underneath is inert while the confirmation is open, so find both buttons by text.
    // Both at once, in one look: on a loaded machine the call can end between two separate looks.
    await expect(page.locator('button:disabled', { hasText: issuePickerMessages.deleting })).toHaveCount(2);

    await expect(await toast(page, toastTitle.success)).toContainText(issuePickerMessages.bulkDeleteSuccess);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Web App has 118 issues. Deleted on this page: WEB-2, WEB-3.')).toBeVisible();

    await open(page);
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    await dialog.getByRole('combobox').fill('web-2');
    await expect(option(page, 'WEB-20')).toBeVisible();
    await expect(option(page, 'WEB-2')).toHaveCount(0);
  });

  test('failure: "Something went wrong. Please try again." and the dialog keeps the selection', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/?scenario=bulk-delete-fails');
    const dialog = await open(page);
    await dialog.getByRole('combobox').fill('web-11');
    await option(page, 'WEB-11').click();
    await dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit }).click();
    await page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true }).getByRole('button', { name: 'Delete' }).click();
    await expect(await toast(page, toastTitle.error)).toContainText(issuePickerMessages.bulkDeleteFailure);
    await expect(page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true })).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue('web-11');
    await expect(option(page, 'WEB-11')).toHaveAttribute('aria-selected', 'true');
  });

  test('"No issues found" for a project without issues', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/');
    // Opening once starts the mock worker; then empty the MOB project through the same mock API.
    await open(page);
    await page.keyboard.press('Escape');
    const base = paths.apiProject('project-0003');
    // Plane answers a page of its list in an envelope (per_page up to 1000), the spec a bare array.
    type Row = { id: string };
    const { body } = await apiFetch<Row[] | { results: Row[] }>(page, `${base}issues/${isPlane() ? '?per_page=1000' : ''}`);
    const issues = Array.isArray(body) ? body : body.results;
    expect(issues.length, 'the project has issues to delete').toBeGreaterThan(0);
    const emptied = await apiFetch(page, `${base}bulk-delete-issues/`, { method: 'DELETE', json: { issue_ids: issues.map((issue) => issue.id) } });
    expect(emptied.status, 'the project is emptied').toBeLessThan(300);
    await page.getByRole('combobox', { name: 'Project', exact: true }).selectOption(paths.id('project-0003'));
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    await expect(dialog.getByText(issuePickerMessages.noIssues, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit })).toHaveCount(0);
  });

  test('a malformed list is an error with Retry, not a crash', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/?scenario=malformed-responses');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const alert = dialogOf(page).getByRole('alert');
    await expect(alert).toContainText('The server sent an unexpected response.');
    await expect(alert.getByRole('button', { name: issuePickerMessages.retry })).toBeVisible();
  });

  test('Space in the search types a space and the highlight keeps its row; the dialog says which keys select', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    const search = dialog.getByRole('combobox', { name: issuePickerMessages.searchLabel });
    await expect(dialog.getByText(issuePickerMessages.keysHint)).toBeVisible();
    await search.pressSequentially('web');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const highlighted = await search.getAttribute('aria-activedescendant');
    expect(highlighted).toBeTruthy();
    await page.keyboard.press(' ');
    await expect(search).toHaveValue('web ');
    await expect(dialog.getByRole('option', { selected: true })).toHaveCount(0);
    await expect(search).toHaveAttribute('aria-activedescendant', highlighted!);
  });

  test('keyboard only: arrows move, Space and Enter toggle, Escape closes and clears', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/bulk-delete-issues/');
    await openDemoByKeyboard(page);
    const dialog = dialogOf(page);
    const search = dialog.getByRole('combobox', { name: issuePickerMessages.searchLabel });
    await expect(search).toBeFocused();
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('web-1');
    // From the search field: the first match is highlighted; Enter toggles it, arrows move.
    await page.keyboard.press('Enter');
    await expect(option(page, 'WEB-1')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(option(page, 'WEB-10')).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);

    // Into the list: Space toggles there.
    await page.keyboard.press('Tab');
    const list = dialog.getByRole('listbox');
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(option(page, 'WEB-11')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    await expect(option(page, 'WEB-10')).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.getByText(issuePickerMessages.selectedCount(2))).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open demo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('');
    await expect(dialog.getByRole('option', { selected: true })).toHaveCount(0);
  });

  test('large project: 10,000 issues keep fewer than 100 rows in the DOM and search stays exact', async ({ page, consoleErrors: _ }) => {
    test.setTimeout(90_000);
    await openPage(page, '/components/bulk-delete-issues/?scenario=large-project');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    const list = dialog.getByRole('listbox');
    await expect(list).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Web App has 10,000 issues.')).toBeVisible();
    expect(await dialog.getByRole('option').count()).toBeLessThan(100);
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-setsize', '10000');
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(option(page, 'WEB-10000')).toBeVisible();
    expect(await dialog.getByRole('option').count()).toBeLessThan(100);
    await dialog.getByRole('combobox').fill('web-9999');
    await expect(dialog.getByRole('option')).toHaveCount(1);
  });
});
