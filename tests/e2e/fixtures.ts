import { test as base, expect, type Page } from '@playwright/test';

/**
 * Shared e2e fixtures: every page is watched for console errors and uncaught exceptions, which
 * fail the test unless the test expects them (`allowConsoleErrors`).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser logs every 4xx/5xx answer; the tests that provoke them assert the UI instead.
      if (/^Failed to load resource: the server responded with a status of [45]\d\d/.test(text)) return;
      if (allowConsoleErrors.some((re) => re.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** Opens a page and waits until islands are hydrated and the mock worker answers. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

export async function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
