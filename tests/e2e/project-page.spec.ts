import { test, expect, openPage, toast } from './fixtures';
import { openAs } from './acting-role';
import { projectFeatureMessages as t, projectOverviewMessages as o, toastTitle } from '../../src/domain/messages';
import { buildSeed } from '../../fixtures/seed';
import { OVERVIEW_ISSUE_COUNT } from '../../src/domain/recent-issues';
import { emptyStateByKey } from '../../src/domain/empty-states';

const seed = buildSeed();
const PROJECT = 'project-0001';
/** What the seed's data says of a cycle or module: its completed and total issues. */
const countsOf = (issueIds: readonly string[]) => ({
  completed: issueIds.filter((id) => seed.issues.find((i) => i.id === id)?.state__group === 'completed').length,
  total: issueIds.length,
});

/** The project overview's lists (issue 17 item 10): cycles and modules with their progress, issues in the workspace tabs' rows. */
test.describe('project overview: cycles, modules and issues', () => {
  test('cycles and modules show their progress and link to their pages', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.project(PROJECT));
    for (const [label, rows] of [
      [o.cycleList, seed.cycles.filter((c) => c.project_id === PROJECT)],
      [o.moduleList, seed.modules.filter((m) => m.project_id === PROJECT && !m.archived)],
    ] as const) {
      const list = page.getByRole('list', { name: label });
      await expect(list.getByRole('listitem')).toHaveCount(rows.length);
      for (const row of rows) {
        const { completed, total } = countsOf(row.issue_ids);
        const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: row.name, exact: true }) });
        await expect(item.getByRole('progressbar', { name: o.progressOf(row.name) })).toHaveAttribute('aria-valuetext', o.progressText(completed, total));
        await expect(item).toContainText(`${completed}/${total}`);
      }
    }
    const cycle = seed.cycles.find((c) => c.project_id === PROJECT)!;
    await expect(page.getByRole('list', { name: o.cycleList }).getByRole('listitem').first()).toContainText(/\w{3} \d{2}, \d{4} – \w{3} \d{2}, \d{4}/);
    // By keyboard: the cycle's link takes focus and Enter opens the cycle's page.
    await page.getByRole('link', { name: cycle.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${paths.cycle(cycle.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: cycle.name })).toBeVisible();

    await openPage(page, paths.project(PROJECT));
    const module = seed.modules.find((m) => m.project_id === PROJECT)!;
    await page.getByRole('list', { name: o.moduleList }).getByRole('link', { name: module.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.module(module.id)}$`));
  });

  test('a feature turned off says so in place of its list; turned on again, the list is back', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.project(PROJECT));
    const disabled = emptyStateByKey('disabled-project-module')!.title;
    const modules = page.getByRole('region', { name: o.modules, exact: true });
    await expect(modules.getByRole('list', { name: o.moduleList })).toBeVisible();
    const toggle = page.getByRole('region', { name: t.heading }).getByRole('switch', { name: t.names.modules });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(modules.getByRole('heading', { name: disabled })).toBeVisible();
    await expect(modules.getByRole('list', { name: o.moduleList })).toHaveCount(0);
    await expect(page.getByRole('list', { name: o.cycleList })).toBeVisible();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(modules.getByRole('list', { name: o.moduleList }).getByRole('listitem')).toHaveCount(2);
    await expect(modules.getByRole('heading', { name: disabled })).toHaveCount(0);
  });

  test('issues are listed in the workspace tabs\' rows, ten at first, then all', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.project(PROJECT));
    const issues = seed.issues.filter((i) => i.project_id === PROJECT);
    const newest = [...issues].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0];
    const list = page.getByRole('list', { name: o.issueList });
    await expect(list.getByRole('listitem')).toHaveCount(OVERVIEW_ISSUE_COUNT);
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText(`${newest.project__identifier}-${newest.sequence_id}`);
    await expect(first).toContainText(newest.state__name);
    await page.getByRole('button', { name: o.showAll(issues.length - OVERVIEW_ISSUE_COUNT) }).click();
    await expect(list.getByRole('listitem')).toHaveCount(issues.length);
    await first.getByRole('link', { name: newest.name }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.issue(newest.id)}$`));
  });
});

/** The project overview's feature switches (issue 17 item 10; SPEC section 6: an Admin enables disabled features). */
test.describe('project overview: feature switches', () => {
  test('an Admin turns a feature off and on again; the switch says what the server saved', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, paths.project('project-0001'));
    const features = page.getByRole('region', { name: t.heading });
    const cycles = features.getByRole('switch', { name: t.names.cycles });
    await expect(cycles).toBeChecked();
    await expect(cycles).toHaveAccessibleDescription(t.descriptions.cycles);
    await cycles.click();
    await expect(await toast(page, toastTitle.success)).toContainText(t.disabled(t.names.cycles));
    await expect(cycles).not.toBeChecked();
    // By keyboard too: Space on the focused switch.
    await cycles.focus();
    await page.keyboard.press('Space');
    await expect(cycles).toBeChecked();
    await expect(features.getByText(t.adminsOnly)).toHaveCount(0);
  });

  for (const role of ['member', 'guest'] as const) {
    test(`a ${role} sees the switches but cannot change them, and is told why`, async ({ page, paths, consoleErrors: _ }) => {
      await openAs(page, paths.project('project-0001'), role);
      const features = page.getByRole('region', { name: t.heading });
      await expect(features.getByText(t.adminsOnly)).toBeVisible();
      for (const key of ['cycles', 'modules', 'inbox', 'pages', 'views'] as const) {
        await expect(features.getByRole('switch', { name: t.names[key] })).toBeDisabled();
      }
    });
  }
});
