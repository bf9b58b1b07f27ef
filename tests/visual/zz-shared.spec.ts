import { test as base, expect, devices, type Page, type BrowserContext } from '@playwright/test';
const test = base.extend<object, { shared: BrowserContext }>({
  shared: [async ({ browser }, use) => { const { defaultBrowserType: _d, ...d } = devices['Desktop Chrome']; const ctx = await browser.newContext({ ...d, viewport: { width: 1280, height: 900 } }); await use(ctx); await ctx.close(); }, { scope: 'worker' }],
  page: async ({ shared }, use) => { const page = await shared.newPage(); await use(page); await page.close(); },
});
import { seriousViolations } from '../helpers/axe';
import { readFileSync } from 'node:fs';

/**
 * Every Ladle story, screenshotted and compared with the committed image in light and in dark,
 * scanned by axe, and run under the Content-Security-Policy the build gives Ladle's page. The story
 * list comes from the Ladle build's meta.json.
 *
 * One load a story: the dark image is taken after Ladle's own theme switch (the action its theme
 * button dispatches), which sets the same `data-theme` a load with `theme=dark` sets. A second load
 * per story cost a third of this suite's time on the two-core CI machine, and CPU is what it waits on.
 */
interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

const meta = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/ladle/meta.json`, 'utf8')) as LadleMeta;
const storyIds = Object.keys(meta.stories).sort();

/** Records Content-Security-Policy violations in window.__csp, less the sanitiser's inert parses. */
function watchCsp() {
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
}

/** Ladle's theme switch: the action its toolbar's theme button dispatches. */
async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    (window as unknown as { ladleDispatch: (action: { type: string; value: string }) => void }).ladleDispatch({ type: 'update-theme', value });
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const id of storyIds) {
  test(`${id} (light, dark)`, async ({ page }) => {
    await page.addInitScript(watchCsp);
    await page.goto(`?story=${id}&mode=preview&theme=light`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await expect(page).toHaveScreenshot(`${id}--light.png`, { fullPage: false });
    // Ladle's page carries the site's Content-Security-Policy, and every story works under it.
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute('content', /script-src 'self'/);
    // A story is a fragment of a page: no landmarks or page heading of its own.
    expect(await seriousViolations(page, { disable: ['landmark-one-main', 'page-has-heading-one', 'region'], nodes: Infinity })).toEqual([]);

    await switchTheme(page, 'dark');
    await expect(page).toHaveScreenshot(`${id}--dark.png`, { fullPage: false });
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  });
}
