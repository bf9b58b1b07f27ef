import { test, expect, openPage, toast, CLIENT_ONLY } from './fixtures';
import { openAs } from './acting-role';
import { issuePickerMessages, toastTitle, workspaceIssueMessages } from '../../src/domain/messages';
import { scrollsInsideThePage } from './scrolling';
import { ENTITY_SCROLL_MARGIN_PX } from '../../src/domain/constants';
import type { Page } from '@playwright/test';

const list = (page: Page) => page.getByRole('group', { name: workspaceIssueMessages.listLabel });
const row = (page: Page, key: string) => list(page).locator('[data-entity-id]').filter({ has: page.getByText(key, { exact: true }) });
const box = (page: Page, key: string) => row(page, key).getByRole('checkbox');
const groupBox = (page: Page, group: string) => list(page).getByRole('checkbox', { name: workspaceIssueMessages.selectGroup(group) });
const bar = (page: Page) => page.getByRole('region', { name: /selected$/ });
const rowKeys = (page: Page) => list(page).locator('[data-entity-id]').evaluateAll((rows) => rows.map((r) => r.querySelector('.font-mono')?.textContent ?? ''));

async function open(page: Page, path: string) {
  await openPage(page, path);
  await expect(list(page)).toBeVisible({ timeout: 20_000 });
}

test.describe('workspace issue tabs: multi-select', () => {
  test('click toggles; Shift+click selects the range; the group checkbox shows partial, complete and empty', { tag: CLIENT_ONLY }, async ({ page, paths, consoleErrors: _ }) => {
    await open(page, paths.views('all-issues'));
    const keys = await rowKeys(page);
    const [a, , , d] = keys;
    await row(page, a).getByText(a, { exact: true }).click();
    await expect(box(page, a)).toBeChecked();
    await expect(bar(page)).toContainText(workspaceIssueMessages.selectedCount(1));
    expect(await groupBox(page, 'Backlog').evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);

    await row(page, d).getByText(d, { exact: true }).click({ modifiers: ['Shift'] });
    for (const key of keys.slice(0, 4)) await expect(box(page, key)).toBeChecked();
    await expect(box(page, keys[4])).not.toBeChecked();
    await expect(bar(page)).toContainText(workspaceIssueMessages.selectedCount(4));

    // Shift+click above the last selected toggles from the clicked one up to, not including, it.
    await row(page, keys[1]).getByText(keys[1], { exact: true }).click({ modifiers: ['Shift'] });
    await expect(box(page, keys[0])).toBeChecked();
    for (const key of keys.slice(1, 3)) await expect(box(page, key)).not.toBeChecked();
    await expect(box(page, keys[3])).toBeChecked();

    // A partial group's checkbox removes all of its issues; an empty one adds them all.
    await groupBox(page, 'Backlog').click();
    await expect(groupBox(page, 'Backlog')).not.toBeChecked();
    await expect(bar(page)).toHaveCount(0);
    await groupBox(page, 'Backlog').click();
    await expect(groupBox(page, 'Backlog')).toBeChecked();
    expect(await groupBox(page, 'Backlog').evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(false);
    const backlogCount = Number(await list(page).locator('h3', { hasText: 'Backlog' }).locator('xpath=following-sibling::span').textContent());
    await expect(bar(page)).toContainText(workspaceIssueMessages.selectedCount(backlogCount));
    await groupBox(page, 'Backlog').click();
    await expect(groupBox(page, 'Backlog')).not.toBeChecked();
    await expect(bar(page)).toHaveCount(0);
  });

  test('keyboard: arrows move, Shift+arrows extend, Space toggles, Escape clears', { tag: CLIENT_ONLY }, async ({ page, paths, consoleErrors: _ }) => {
    await open(page, paths.views('all-issues'));
    const keys = await rowKeys(page);
    await groupBox(page, 'Backlog').focus();
    await page.keyboard.press('ArrowDown');
    await expect(box(page, keys[0])).toBeFocused();
    await expect(bar(page)).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(box(page, keys[1])).toBeFocused();
    await page.keyboard.press(' ');
    await expect(box(page, keys[1])).toBeChecked();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(box(page, keys[3])).toBeFocused();
    await expect(bar(page)).toContainText(workspaceIssueMessages.selectedCount(3));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(box(page, keys[2])).not.toBeChecked();
    await expect(bar(page)).toContainText(workspaceIssueMessages.selectedCount(2));
    await page.keyboard.press('Escape');
    await expect(bar(page)).toHaveCount(0);
    await expect(list(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  test('the window keeps the active row 200 px inside the viewport while moving down with the keyboard', { tag: CLIENT_ONLY }, async ({ page, paths, consoleErrors: _ }) => {
    await open(page, paths.views('all-issues'));
    await groupBox(page, 'Backlog').focus();
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowDown');
    // The virtual list renders the rows of a new scroll position on the next frame; on a loaded
    // machine several key presses can land within one frame, so wait for the active row to render.
    await expect(list(page).locator('[data-active]')).toHaveCount(1);
    const geometry = await list(page).evaluate((el) => {
      const active = el.querySelector('[data-active]')!.getBoundingClientRect();
      return { fromBottom: window.innerHeight - active.bottom, fromTop: active.top, scrolled: window.scrollY };
    });
    expect(await scrollsInsideThePage(list(page).locator('[data-active]'))).toBe(false);
    expect(geometry.scrolled).toBeGreaterThan(0);
    expect(geometry.fromBottom).toBeGreaterThanOrEqual(ENTITY_SCROLL_MARGIN_PX - 1);
    expect(geometry.fromTop).toBeGreaterThan(0);
  });

  test('changing tab is a route change that clears the selection; Back returns', async ({ page, paths, consoleErrors: _ }) => {
    await open(page, paths.views('all-issues'));
    const [first] = await rowKeys(page);
    await box(page, first).click();
    await expect(bar(page)).toBeVisible();
    const tabs = page.getByRole('navigation', { name: workspaceIssueMessages.tabsLabel });
    await tabs.getByRole('link', { name: workspaceIssueMessages.tabs.assigned }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.views('assigned')}$`));
    await expect(tabs.getByRole('link', { name: workspaceIssueMessages.tabs.assigned })).toHaveAttribute('aria-current', 'page');
    await expect(bar(page)).toHaveCount(0);
    await expect(list(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/all-issues\/$/);
    await expect(tabs.getByRole('link', { name: workspaceIssueMessages.tabs['all-issues'] })).toHaveAttribute('aria-current', 'page');
  });

  test('Delete goes through the confirm dialog, then the rows are gone', async ({ page, paths, consoleErrors: _ }) => {
    await open(page, paths.views('all-issues'));
    const keys = await rowKeys(page);
    await box(page, keys[0]).click();
    await box(page, keys[1]).click();
    await bar(page).getByRole('button', { name: workspaceIssueMessages.delete }).click();
    const confirm = page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true });
    await expect(confirm).toContainText(issuePickerMessages.bulkDeleteConfirmContent(2));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(await toast(page, toastTitle.success)).toContainText(issuePickerMessages.bulkDeleteSuccess);
    await expect(confirm).toBeHidden();
    await expect(row(page, keys[0])).toHaveCount(0);
    await expect(row(page, keys[1])).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
  });

  test('a failed delete says so and keeps the selection', async ({ page, paths, consoleErrors: _ }) => {
    await open(page, `${paths.views('created')}?scenario=bulk-delete-fails`);
    const [first] = await rowKeys(page);
    await box(page, first).click();
    await bar(page).getByRole('button', { name: workspaceIssueMessages.delete }).click();
    await page.getByRole('dialog', { name: issuePickerMessages.bulkDeleteConfirmTitle, exact: true }).getByRole('button', { name: 'Delete' }).click();
    await expect(await toast(page, toastTitle.error)).toContainText(issuePickerMessages.bulkDeleteFailure);
    await expect(box(page, first)).toBeChecked();
    await expect(bar(page)).toContainText(workspaceIssueMessages.selectedCount(1));
  });

  test('guests see the count but cannot delete', async ({ page, paths, consoleErrors: _ }) => {
    await openAs(page, paths.views('subscribed'), 'guest');
    await expect(list(page)).toBeVisible({ timeout: 20_000 });
    const [first] = await rowKeys(page);
    await box(page, first).click();
    await expect(bar(page)).toContainText(workspaceIssueMessages.cannotDelete);
    await expect(bar(page).getByRole('button', { name: workspaceIssueMessages.delete })).toHaveCount(0);
  });

  test('large project: 10,100 issues keep fewer than 100 rows in the DOM', async ({ page, paths, consoleErrors: _ }) => {
    test.setTimeout(90_000);
    await open(page, `${paths.views('all-issues')}?scenario=large-project`);
    expect(await list(page).locator('[data-entity-id]').count()).toBeLessThan(100);
    await groupBox(page, 'Backlog').click();
    await expect(bar(page)).toContainText(/[\d,]+ issues selected/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(list(page).locator('[data-entity-id]').first()).toBeVisible();
    expect(await list(page).locator('[data-entity-id]').count()).toBeLessThan(100);
  });
});
