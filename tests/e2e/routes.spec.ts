import { test, expect, isPlane, openPage } from './fixtures';
import { descriptionMessages, routeMessages, workspaceIssueMessages } from '../../src/domain/messages';

/**
 * Routes read when the page runs: the static host serves the app shell (404.html, through the
 * build's _redirects) for any address without a pre-rendered file, and the shell mounts the same
 * islands with the slug and ids of the address.
 */
test.describe('routes at runtime (the app shell)', () => {
  test('an issue that was never pre-rendered opens through the shell', async ({ page, paths, consoleErrors: _ }) => {
    // The large-project data set has 10,000 issues in WEB; the build pre-renders only the seed's 120.
    // A plane build pre-renders none: the Plane-shaped server's slug and UUIDs are made when it starts.
    const [path, key] = isPlane()
      ? [paths.issue('issue-web-0001'), 'WEB-1']
      : ['/acme/projects/project-0001/issues/issue-web-0500/?scenario=large-project', 'WEB-500'];
    const response = await page.goto(path);
    expect(await response!.text(), 'served by the app shell, not a pre-rendered page').toMatch(/component-url="[^"]*AppShell/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(key);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Properties' })).toContainText('Priority');
    await expect(page).toHaveTitle(/Plane shared layer/);
  });

  test('unknown ids show their not-found state with a working way back to the workspace', async ({ page, paths, consoleErrors: _ }) => {
    const project = paths.project('project-0001');
    const cases: Array<[string, keyof typeof routeMessages.notFound]> = [
      [paths.workspace(`projects/${paths.unknownId('project-9999')}/issues/${paths.id('issue-web-0001')}/`), 'project'],
      [`${project}issues/${paths.unknownId('issue-web-9999')}/`, 'issue'],
      [`${project}cycles/${paths.unknownId('cycle-1-9999')}/`, 'cycle'],
      [`${project}modules/${paths.unknownId('module-1-9999')}/`, 'module'],
      [paths.workspace(`profile/${paths.unknownId('user-9999')}/`), 'profile'],
      [paths.settings('no-such-page'), 'settings'],
    ];
    for (const [path, missing] of cases) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: routeMessages.notFound[missing] }), path).toBeVisible();
      await expect(page.getByText(routeMessages.notFoundText[missing](paths.slug))).toBeVisible();
      await expect(page).toHaveTitle(`${routeMessages.notFound[missing]} · Plane shared layer`);
    }
    await page.getByRole('link', { name: routeMessages.backToWorkspace(paths.slug) }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.views('all-issues')}$`));
    await expect(page.getByRole('heading', { level: 1, name: workspaceIssueMessages.heading })).toBeVisible();
  });

  test('an unknown workspace shows its not-found state with the way to the overview', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/no-such-team/projects/project-0001/issues/issue-web-0001/');
    await expect(page.getByRole('heading', { level: 1, name: routeMessages.notFound.workspace })).toBeVisible();
    await page.getByRole('link', { name: routeMessages.goToOverview }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: routeMessages.notFound.workspace })).toHaveCount(0);
  });

  test('a reserved first segment is never a workspace: the site\'s 404', async ({ page, consoleErrors: _ }) => {
    for (const path of ['/profile/projects/project-0001/issues/issue-web-0001/', '/god-mode/settings/', '/accounts/workspace-views/all-issues/', '/acme/no-such-page/']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: routeMessages.pageNotFound }), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: routeMessages.notFound.workspace })).toHaveCount(0);
    }
  });
});
