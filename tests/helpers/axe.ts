import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, one line each: rule, then up to `nodes` of the
 * elements it names. Only violations are collected: axe's lists of passes and of rules that did
 * not apply cost a third of its time on these pages, and no test reads them.
 */
export async function seriousViolations(page: Page, { disable = [], nodes = 4 }: { disable?: string[]; nodes?: number } = {}): Promise<string[]> {
  // Without frames, axe runs in the page itself (legacy mode). Its default runs a part per frame and
  // opens a blank page to join them: over a second a scan here (2.7 s to 1.0 s on the issue page),
  // for frames these pages do not have. Both found the same seven violations planted in a page.
  const frameless = (await page.locator('iframe, frame').count()) === 0;
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(frameless).disableRules(disable).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, nodes).join(' | ')}`);
}
