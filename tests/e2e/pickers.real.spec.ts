import { API_ORIGIN as API, test, expect, openPage, toast, resetServer } from './fixtures';
import { issuePickerMessages, toastTitle } from '../../src/domain/messages';

test.describe('issue pickers against the real HTTP mock server', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('bulk delete removes the issues on the server; the scenario header makes it fail', async ({ page, request, paths, consoleErrors: _ }) => {
    const base = `${API}${paths.apiProject('project-0001').replace(/\/$/, '')}`;
    await openPage(page, '/components/bulk-delete-issues/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteDialogTitle });
    await dialog.getByRole('combobox').fill('web-11');
    await dialog.getByRole('option', { name: /^WEB-11 / }).click();
    await dialog.getByRole('option', { name: /^WEB-110 / }).click();
    await dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit }).click();
    await page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true }).getByRole('button', { name: 'Delete' }).click();
    await expect(await toast(page, toastTitle.success)).toContainText(issuePickerMessages.bulkDeleteSuccess);
    await expect(dialog).toBeHidden();

    const left: Array<{ id: string }> = await (await request.get(`${base}/issues/`)).json();
    expect(left).toHaveLength(118);
    expect(left.map((i) => i.id)).not.toContain(paths.id('issue-web-0011'));

    await openPage(page, '/components/bulk-delete-issues/?scenario=bulk-delete-fails');
    await page.getByRole('button', { name: 'Open demo' }).click();
    await dialog.getByRole('option', { name: /^WEB-12 / }).click();
    await dialog.getByRole('button', { name: issuePickerMessages.bulkDeleteSubmit }).click();
    await page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true }).getByRole('button', { name: 'Delete' }).click();
    await expect(await toast(page, toastTitle.error)).toContainText(issuePickerMessages.bulkDeleteFailure);
    await expect(dialog.getByRole('option', { name: /^WEB-12 / })).toHaveAttribute('aria-selected', 'true');
    expect(await (await request.get(`${base}/issues/`)).json()).toHaveLength(118);
  });

  test('add existing: one search over the socket after typing quickly, then the cycle holds the issue', async ({ page, request, paths, consoleErrors: _ }) => {
    const base = `${API}${paths.apiProject('project-0001').replace(/\/$/, '')}`;
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === API && url.pathname.endsWith('/search-issues/')) searches.push(url.searchParams.get('search') ?? '');
    });
    await openPage(page, '/components/add-existing-issues/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: issuePickerMessages.addExistingTitle });
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await dialog.getByRole('combobox').pressSequentially('web-42', { delay: 50 });
    await expect(dialog.getByRole('heading', { name: issuePickerMessages.searchResultsFor('web-42') })).toBeVisible();
    await dialog.getByRole('option', { name: /^WEB-42 / }).click();
    await page.waitForTimeout(700);
    expect(searches).toEqual(['', 'web-42']);

    await dialog.getByRole('button', { name: issuePickerMessages.addExistingSubmit }).click();
    await expect(await toast(page, toastTitle.success)).toContainText(issuePickerMessages.addedToCycle);
    const cycle: { issue_ids: string[] } = await (await request.get(`${base}/cycles/${paths.id('cycle-1-0001')}/`)).json();
    expect(cycle.issue_ids).toContain(paths.id('issue-web-0042'));
    await expect(page.getByRole('heading', { name: issuePickerMessages.targetIssuesHeading('Cycle Sprint 21', 11) })).toBeVisible();
  });
});
