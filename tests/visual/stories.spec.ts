import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';

/**
 * Every Ladle story, screenshotted and compared with the committed image, in light and in dark,
 * scanned by axe, and run under the Content-Security-Policy the build gives Ladle's page. The story list comes from the Ladle build's meta.json.
 */
interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

const meta = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/ladle/meta.json`, 'utf8')) as LadleMeta;
const storyIds = Object.keys(meta.stories).sort();

for (const id of storyIds) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${id} (${theme})`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __csp: string[]; __inertHandlers: number };
        w.__csp = [];
        // Chromium reports script-src-attr for a handler that is only parsed in an inert DOMParser
        // document (the sanitiser's), though nothing runs: count those, as tests/e2e/security.spec.ts does.
        w.__inertHandlers = 0;
        const parse = DOMParser.prototype.parseFromString;
        DOMParser.prototype.parseFromString = function (this: DOMParser, source: string, type: DOMParserSupportedType) {
          const doc = parse.call(this, source, type);
          for (const el of doc.querySelectorAll('*')) w.__inertHandlers += el.getAttributeNames().filter((n) => /^on/i.test(n)).length;
          return doc;
        } as typeof DOMParser.prototype.parseFromString;
        document.addEventListener('securitypolicyviolation', (e) => {
          if (e.violatedDirective === 'script-src-attr' && w.__inertHandlers > 0) {
            w.__inertHandlers -= 1;
            return;
          }
          w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(`?story=${id}&mode=preview&theme=${theme}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await expect(page).toHaveScreenshot(`${id}--${theme}.png`, { fullPage: false });
      // Ladle's page carries the site's Content-Security-Policy, and every story works under it.
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute('content', /script-src 'self'/);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      if (theme === 'light') {
        const results = await new AxeBuilder({ page }).disableRules(['landmark-one-main', 'page-has-heading-one', 'region']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      }
    });
  }
}
