import { test, expect, openPage, toast } from './fixtures';
import { projectFeatureMessages as t, toastTitle } from '../../src/domain/messages';

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
      await openPage(page, `${paths.project('project-0001')}?role=${role}`);
      const features = page.getByRole('region', { name: t.heading });
      await expect(features.getByText(t.adminsOnly)).toBeVisible();
      for (const key of ['cycles', 'modules', 'inbox', 'pages', 'views'] as const) {
        await expect(features.getByRole('switch', { name: t.names[key] })).toBeDisabled();
      }
    });
  }
});
