import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

/**
 * Crawls the whole site from `/`: every page loads without console errors or broken links, and
 * axe finds no serious or critical violation, in light and dark mode.
 */
async function crawl(baseURL: string, page: import('@playwright/test').Page): Promise<string[]> {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift()!;
    await page.goto(path);
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href, baseURL);
      if (url.origin !== new URL(baseURL).origin || url.pathname.startsWith('/ladle')) continue;
      const key = url.pathname;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  }
  return [...seen].sort();
}

test('every page loads, links resolve, and axe finds no serious or critical violation', async ({ page, baseURL, consoleErrors: _ }) => {
  test.setTimeout(300_000);
  const broken: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !url.pathname.startsWith('/api/')) broken.push(`${response.status()} ${url.pathname}`);
  });
  const paths = await crawl(baseURL!, page);
  expect(paths.length).toBeGreaterThan(2);
  const violations: string[] = [];
  for (const path of paths) {
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(path);
      await page.evaluate((m) => {
        document.documentElement.dataset.theme = m;
      }, mode);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          violations.push(`${path} [${mode}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        }
      }
    }
  }
  expect(broken, 'broken links or assets').toEqual([]);
  expect(violations, 'axe serious/critical violations').toEqual([]);
});
