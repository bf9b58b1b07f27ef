import { test, expect, openPage } from './fixtures';
import { issuePickerMessages, routeMessages, workspaceIssueMessages } from '../../src/domain/messages';

/**
 * The demo workspace's product pages (project, cycle, module, issue) as a user meets them: what
 * the scenario's server has is what they show, in its loading, empty and not-found states too.
 */
test.describe('demo pages: the server is the one source of truth', () => {
  test('in an empty workspace the pre-rendered pages say what is missing, with no stale title, no actions and a way back', async ({ page, paths, consoleErrors: _ }) => {
    const pages = [paths.cycle('cycle-1-0001'), paths.module('module-1-0001'), paths.project('project-0001'), paths.issue('issue-web-0001')];
    for (const path of pages) {
      await openPage(page, `${path}?scenario=empty-workspace`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(routeMessages.notFound.project);
      await expect(page).toHaveTitle(`${routeMessages.notFound.project} · Plane shared layer`);
      // Nothing of the seed the pages were built from, no lists and nothing to act on.
      await expect(main, path).not.toContainText(/Sprint 2\d|Web app|WEB-1\b|Issues \(/);
      await expect(main.getByRole('button'), path).toHaveCount(0);
      await expect(main.getByRole('button', { name: issuePickerMessages.addExistingTitle })).toHaveCount(0);
      await expect(main.getByRole('button', { name: routeMessages.retry })).toHaveCount(0);
      await expect(main.getByRole('link', { name: routeMessages.backToWorkspace('acme') }), path).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: routeMessages.backToWorkspace('acme') }).click();
    await expect(page.getByRole('heading', { level: 1, name: workspaceIssueMessages.heading })).toBeVisible();
  });

  test('an issue its project does not have: not found, with the way back to the project', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.issue('issue-web-0001').replace('issue-web-0001', 'issue-web-9999'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(routeMessages.notFound.issue);
    await main.getByRole('link', { name: routeMessages.backToProject('Web app') }).click();
    await expect(page).toHaveURL(/\/projects\/project-0001\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web app' })).toBeVisible();
  });
});

