import { test, expect, openPage, CLIENT_ONLY } from './fixtures';
import { actAs } from './acting-role';
import { roleLabel } from '../../src/domain/roles';
import { EMPTY_STATES, emptyStateByKey } from '../../src/domain/empty-states';
import { analyticsMessages, emptyStateMessages } from '../../src/domain/messages';

/** REFERENCE 2.13: the chosen tab is stored under this localStorage key. */
const ANALYTICS_TAB_KEY = 'tab';

test.describe('empty states', () => {
  test('create buttons follow the Role select, and a disabled one says why', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/empty-states/');
    const dashboard = page.locator('[data-empty-state="workspace-dashboard"]');
    const build = dashboard.getByRole('button', { name: 'Build your first project' });
    const inbox = page.locator('[data-empty-state="disabled-project-inbox"]').getByRole('button', { name: 'Manage features' });

    await expect(build).not.toHaveAttribute('aria-disabled', 'true');
    await expect(inbox).not.toHaveAttribute('aria-disabled', 'true');
    await build.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: emptyStateMessages.clicked('Build your first project') })).toBeVisible();

    await actAs(page, 'member');
    await expect(build).not.toHaveAttribute('aria-disabled', 'true');
    await expect(inbox).toHaveAttribute('aria-disabled', 'true');
    await expect(inbox).toHaveAccessibleDescription(/You need the Admin role or higher in this project to do this\. You are a Member\./);

    // Plane has no viewer: its server reads the seed's viewer as a guest.
    const played = await actAs(page, 'viewer');
    await expect(build).toHaveAttribute('aria-disabled', 'true');
    await build.focus();
    const tooltip = dashboard.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(`You need the Member role or higher in this workspace to do this. You are a ${roleLabel(played)}.`);
    await expect(tooltip).toContainText('Everything starts with a project in Plane');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    // A disabled button does nothing when pressed (on Plane the page was reloaded as the viewer signed in).
    const toasts = page.locator('[data-sonner-toast]');
    const shown = await toasts.count();
    await build.click({ force: true });
    await expect(toasts).toHaveCount(shown);
  });

  test('shows every entry, with the product texts, and filters them', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/empty-states/');
    await expect(page.locator('[data-empty-state]')).toHaveCount(EMPTY_STATES.length);
    const entry = emptyStateByKey('issue-relation-search-empty-state')!;
    await page.getByLabel(emptyStateMessages.pageFilterLabel).fill('maching');
    await expect(page.locator('[data-empty-state]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: entry.title })).toBeVisible();
    await page.getByLabel(emptyStateMessages.pageFilterLabel).fill('zzz-nothing');
    await expect(page.getByText(emptyStateMessages.noneMatch)).toBeVisible();
  });
});

test.describe('cycle analytics', () => {
  // Sprint 21 (cycle-1-0001) ended on Nov 19, 2026 and Sprint 22 runs to Dec 03: pin "today" between them.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  });

  test('tabs switch, are remembered across reloads, and rows filter the issues', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.cycle('cycle-1-0002'));
    const tabs = page.getByRole('tablist', { name: analyticsMessages.tabsLabel });
    await expect(tabs.getByRole('tab', { name: 'Assignees' })).toHaveAttribute('aria-selected', 'true');
    const issues = page.getByRole('list', { name: analyticsMessages.issuesHeading });
    await expect(issues.getByRole('listitem')).toHaveCount(10);

    const noAssignee = page.getByRole('button', { name: new RegExp(`^${analyticsMessages.noAssignee} \\d+% of \\d+$`) });
    await noAssignee.click();
    await expect(noAssignee).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(analyticsMessages.filteredBy(analyticsMessages.noAssignee))).toBeVisible();
    const filtered = await issues.getByRole('listitem').count();
    expect(filtered).toBeLessThan(10);
    await page.getByRole('button', { name: analyticsMessages.clearFilter }).click();
    await expect(issues.getByRole('listitem')).toHaveCount(10);

    await tabs.getByRole('tab', { name: 'States' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_TAB_KEY)).toBe('States');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tab', { name: 'States' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(/\d+% of 10/);

    await page.getByRole('tab', { name: 'Labels' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/% of \d+/);
  });

  test('a completed cycle shows its rows without filtering', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.cycle('cycle-1-0001'));
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button')).toHaveCount(0);
  });
});
