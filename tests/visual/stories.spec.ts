import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';

/**
 * Every Ladle story, screenshotted and compared with the committed image, in light and in dark,
 * and scanned by axe. The story list comes from the Ladle build's meta.json.
 */
interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

const meta = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/ladle/meta.json`, 'utf8')) as LadleMeta;
const storyIds = Object.keys(meta.stories).sort();

for (const id of storyIds) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${id} (${theme})`, async ({ page }) => {
      await page.goto(`?story=${id}&mode=preview&theme=${theme}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await expect(page).toHaveScreenshot(`${id}--${theme}.png`, { fullPage: false });
      if (theme === 'light') {
        const results = await new AxeBuilder({ page }).disableRules(['landmark-one-main', 'page-has-heading-one', 'region']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      }
    });
  }
}
