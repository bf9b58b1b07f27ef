import { test, expect, isPlane, openPage } from './fixtures';
import { analyticsMessages, issuePageMessages, issuePickerMessages, routeMessages, workspaceIssueMessages } from '../../src/domain/messages';
import type { SitePaths } from './paths';

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
      await expect(main.getByRole('link', { name: routeMessages.backToWorkspace(paths.slug) }), path).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: routeMessages.backToWorkspace(paths.slug) }).click();
    await expect(page.getByRole('heading', { level: 1, name: workspaceIssueMessages.heading })).toBeVisible();
  });

  test('the tab of a pre-rendered issue page says what the server sent, not the name it was built with', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, `${paths.issue('issue-web-0001')}?scenario=hostile-data`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const name = (await heading.textContent())!;
    expect(name).not.toBe('Ship the shared dialogs');
    await expect(page).toHaveTitle(`WEB-1 ${name} · Plane shared layer`);
  });

  test('an issue its project does not have: not found, with the way back to the project', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, `${paths.project('project-0001')}issues/${paths.unknownId('issue-web-9999')}/`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(routeMessages.notFound.issue);
    await main.getByRole('link', { name: routeMessages.backToProject('Web App'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.project('project-0001')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Web App', exact: true })).toBeVisible();
  });
});

test.describe('demo pages on a slow network', () => {
  const pages: Array<[string, (paths: SitePaths) => string, string]> = [
    ['issue', (p) => p.issue('issue-web-0001'), issuePageMessages.properties],
    ['cycle', (p) => p.cycle('cycle-1-0001'), analyticsMessages.tabsLabel],
  ];
  for (const [name, pathOf, sidePanel] of pages) {
    test(`the ${name} page draws its frame at once, and its data takes the frame's places without a jump`, async ({ page, paths, consoleErrors: _ }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      // Every call of the slow-network scenario takes 1.5 s: the frame is there, styled, before the first answer.
      const answered: string[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) answered.push(new URL(r.url()).pathname);
      });
      const response = await page.goto(`${pathOf(paths)}?scenario=slow-network`, { waitUntil: 'load' });
      // Plane makes its ids on its server, so no page was pre-rendered for them: the host serves the app shell,
      // which draws the same frame from the address as soon as it runs (RouteGate's RouteLoading).
      if (!isPlane()) expect(await response!.text(), 'the frame is in the page as served, before any script runs').toContain('data-skeleton="side-panel"');
      const frame = page.getByRole('status', { name: new RegExp(`^(${routeMessages.loading}|${issuePageMessages.loading})$`) });
      await expect(frame).toBeVisible({ timeout: 1_000 });
      // Read in one step from the live frame (the island takes over the pre-rendered one as it mounts):
      // the frame goes as soon as the first answer comes. The app shell's page holds a plain box until its
      // script has read the route; the frame is measured once its parts are there.
      const measured = await page.waitForFunction((labels: string[]) => {
        const el = [...document.querySelectorAll('[role="status"]')].find((node) => labels.includes(node.getAttribute('aria-label') ?? ''));
        const box = (part: string) => {
          const rect = el!.querySelector(`[data-skeleton="${part}"]`)?.getBoundingClientRect();
          return rect ? { x: rect.x, y: rect.y + window.scrollY, width: rect.width } : null;
        };
        if (!el?.isConnected) return null;
        const [title, side] = [box('title'), box('side-panel')];
        return title && side && side.width > 0 ? { busy: el.getAttribute('aria-busy'), title, side } : null;
      }, [routeMessages.loading, issuePageMessages.loading], { timeout: 5_000 });
      expect(answered, 'the frame is drawn before any call has answered').toEqual([]);
      const { busy, title, side } = (await measured.jsonValue())!;
      expect(busy).toBe('true');
      expect(side.x, `the side panel stands beside the main column: ${JSON.stringify({ title, side })}`).toBeGreaterThan(title.x + 500);

      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      await expect(frame).toHaveCount(0, { timeout: 20_000 });
      const loadedTitle = await heading.evaluate((el) => ({ y: el.getBoundingClientRect().y + window.scrollY }));
      const loadedSide = (await page.getByRole('complementary', { name: sidePanel }).boundingBox())!;
      expect(Math.abs(loadedTitle.y - title.y), 'the title where its skeleton was').toBeLessThan(6);
      expect(Math.abs(loadedSide.x - side.x), 'the side panel where its skeleton was').toBeLessThan(2);
      expect(Math.abs(loadedSide.width - side.width)).toBeLessThan(2);
    });
  }
});
