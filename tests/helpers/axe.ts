import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, one line each: rule, then up to `nodes` of the
 * elements it names. Only violations are collected: axe's lists of passes and of rules that did
 * not apply cost a third of its time on these pages, and no test reads them.
 */
export async function seriousViolations(page: Page, { disable = [], nodes = 4 }: { disable?: string[]; nodes?: number } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).disableRules(disable).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, nodes).join(' | ')}`);
}
