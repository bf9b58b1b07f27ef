import { test, expect, CLIENT_ONLY } from './fixtures';
import { COLOUR_RULES, seriousViolations } from '../helpers/axe';

/**
 * The scan every a11y check relies on finds what is planted: a suite that asserts "no violations"
 * is only as good as a scan that can see one. Both ways are held: axe kept in the page (no frames)
 * and AxeBuilder's per-frame run (with a frame).
 */
const PLANTED = `<main><h1>Planted</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <p style="color:#777;background:#888">low contrast</p>
  <div id="theme-target" style="color:var(--fg);background:#fff">themed text</div>
</main>`;

test.describe('the axe helper', { tag: CLIENT_ONLY }, () => {
  test('names each planted violation, scans again in place, and leaves out disabled rules', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title><style>:root{--fg:#fefefe}[data-theme=dark]{--fg:#111}</style></head><body>${PLANTED}</body></html>`);
    const rules = (lines: string[]) => lines.map((line) => line.split(':')[0]).sort();
    expect(rules(await seriousViolations(page))).toEqual(['button-name', 'color-contrast', 'image-alt']);
    // A second scan of the same page, after a change (as the crawl's dark scan is), sees the change.
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
      document.querySelector('p')!.style.color = '#000';
    });
    expect(rules(await seriousViolations(page))).toEqual(['button-name', 'image-alt']);
    expect(rules(await seriousViolations(page, { disable: ['image-alt'] }))).toEqual(['button-name']);
  });

  test('a scan of the colour rules only sees what a theme changes, and nothing else', async ({ page }) => {
    // In light, the themed text is grey on white (2.3:1); in dark, near black on white.
    await page.setContent(`<!doctype html><html lang="en" data-theme="dark"><head><title>t</title><style>:root{--fg:#aaa}[data-theme=dark]{--fg:#111}</style></head><body>${PLANTED}</body></html>`);
    expect(await seriousViolations(page, { only: COLOUR_RULES })).toEqual(['color-contrast: p']);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
      document.querySelector('p')!.style.color = '#000';
    });
    expect(await seriousViolations(page, { only: COLOUR_RULES })).toEqual(['color-contrast: #theme-target']);
  });

  test('scans a page with a frame too', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body>${PLANTED}<iframe title="f" srcdoc="<p>x</p>"></iframe></body></html>`);
    expect((await seriousViolations(page)).map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(await seriousViolations(page, { only: COLOUR_RULES })).toEqual(['color-contrast: p']);
  });
});
