import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * The rules whose outcome a theme can change. A theme switch changes colour tokens only, not names,
 * roles or structure, so a scan of the second theme runs these and nothing else: the whole set in
 * the first theme, the colours again in the second.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Options {
  /** Rules not to run. */
  disable?: string[];
  /** Only these rules, if given. */
  only?: string[];
  /** How many of a violation's elements its line names. */
  nodes?: number;
}

/**
 * The page's serious and critical axe violations, one line each: rule, then up to `nodes` of the
 * elements it names. Only violations are collected: axe's lists of passes and of rules that did
 * not apply cost a third of its time on these pages, and no test reads them.
 */
export async function seriousViolations(page: Page, { disable = [], only, nodes = 4 }: Options = {}): Promise<string[]> {
  const violations = (await page.locator('iframe, frame').count()) === 0 ? await scanFrameless(page, disable, only) : await scanWithFrames(page, disable, only);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, nodes).join(' | ')}`);
}

/**
 * Both themes' serious and critical violations, each line prefixed with its theme: every rule in
 * light, then, the theme switched in place as the header's toggle does, the colour rules in dark.
 * The page is left in dark.
 */
export async function violationsInBothThemes(page: Page, options: Omit<Options, 'only'> = {}): Promise<string[]> {
  const lines: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    // Buttons fade their colours (transition-colors): axe reads the colours they end at.
    await page.evaluate(async (m) => {
      document.documentElement.dataset.theme = m;
      await new Promise(requestAnimationFrame);
      await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => null)));
    }, mode);
    const found = await seriousViolations(page, mode === 'light' ? options : { ...options, only: COLOUR_RULES });
    lines.push(...found.map((line) => `[${mode}] ${line}`));
  }
  return lines;
}

/**
 * Without frames, axe runs in the page itself. AxeBuilder's default runs a part per frame and opens a
 * blank page to join them: over a second a scan here (2.7 s to 1.0 s on the issue page), for frames
 * these pages do not have. AxeBuilder also puts axe's 600 KB source into the page again on every
 * scan; kept in the page, a second scan of the same page (the other theme) costs only the rules:
 * half a second less a scan on the two-core CI machine, where the site crawl scans about eighty times.
 */
async function scanFrameless(page: Page, disable: string[], only: string[] | undefined) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const results = await page.evaluate(
    ([off, on]) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(document, {
        resultTypes: ['violations'],
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
        ...(on ? { runOnly: { type: 'rule' as const, values: on } } : {}),
      }),
    [disable, only] as const,
  );
  return results.violations;
}

async function scanWithFrames(page: Page, disable: string[], only: string[] | undefined) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).disableRules(disable);
  const results = await (only ? builder.withRules(only) : builder).analyze();
  return results.violations;
}
