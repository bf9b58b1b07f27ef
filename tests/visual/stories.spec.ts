import { test, expect, type Page } from '@playwright/test';
import { COLOUR_RULES, seriousViolations } from '../helpers/axe';
import { readFileSync } from 'node:fs';

/**
 * Every Ladle story, screenshotted and compared with the committed image in light and in dark,
 * scanned by axe (in dark for its colours, the one thing a theme changes), and run under the
 * Content-Security-Policy the build gives Ladle's page. The story list comes from the Ladle build's
 * meta.json.
 *
 * One page a component: its stories are opened in turn as Ladle's sidebar opens them (the action it
 * dispatches), in light, and the dark image is taken after Ladle's own theme switch. Loading Ladle
 * afresh for each story took 7.1 minutes for 136 stories on the two-core CI machine, and switching
 * 2.6: the images are the same, because each story mounts anew and its toasts end with it
 * (ladle/components.tsx). Each check is soft, so one story's failure does not hide the next one's.
 */
interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

const meta = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/ladle/meta.json`, 'utf8')) as LadleMeta;
/** Story ids by component, from `component--story`. */
const components = new Map<string, string[]>();
for (const id of Object.keys(meta.stories).sort()) {
  const component = id.split('--')[0];
  components.set(component, [...(components.get(component) ?? []), id]);
}

type Ladle = { ladleDispatch: (action: { type: string; value: string }) => void };

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
  await page.evaluate((value) => (window as unknown as Ladle).ladleDispatch({ type: 'update-theme', value }), theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Opens a story as a click in Ladle's sidebar does. */
async function openStory(page: Page, id: string) {
  await page.evaluate((value) => (window as unknown as Ladle).ladleDispatch({ type: 'update-story', value }), id);
  await expect(page).toHaveURL(new RegExp(`[?&]story=${id}(&|$)`));
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.splice(0));

for (const [component, ids] of components) {
  test(`${component}: ${ids.length} stories (light, dark)`, async ({ page }) => {
    test.setTimeout(ids.length * 20_000);
    await page.addInitScript(watchCsp);
    await page.goto(`?story=${ids[0]}&mode=preview&theme=light`);
    // Ladle's page carries the site's Content-Security-Policy, and every story works under it.
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute('content', /script-src 'self'/);
    for (const [index, id] of ids.entries()) {
      if (index > 0) {
        await switchTheme(page, 'light');
        await openStory(page, id);
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await expect.soft(page).toHaveScreenshot(`${id}--light.png`, { fullPage: false });
      // A story is a fragment of a page: no landmarks or page heading of its own.
      expect.soft(await seriousViolations(page, { disable: ['landmark-one-main', 'page-has-heading-one', 'region'], nodes: Infinity }), `axe, ${id}`).toEqual([]);

      await switchTheme(page, 'dark');
      await expect.soft(page).toHaveScreenshot(`${id}--dark.png`, { fullPage: false });
      expect.soft(await seriousViolations(page, { only: COLOUR_RULES, nodes: Infinity }), `axe colours in dark, ${id}`).toEqual([]);
      expect.soft(await cspViolations(page), `CSP violations, ${id}`).toEqual([]);
    }
  });
}
