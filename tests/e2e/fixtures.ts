import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from '../../src/domain/request-guard';

/**
 * Shared e2e fixtures: every page is watched for console errors and uncaught exceptions, which
 * fail the test unless the test expects them (`allowConsoleErrors`).
 */
/** The real HTTP mock server of the real-server project (`npm run api`). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.API_PORT ?? 4390}`;

/** Whether this test runs against the real HTTP server rather than the service worker. */
export const isRealServer = () => base.info().project.name === 'real-server';

/**
 * A write to the real server from the test process, as a client must make it: the CSRF token from
 * GET /auth/get-csrf-token/ (the request context keeps the cookie it sets) echoed in X-CSRFToken.
 */
export async function apiWrite(request: APIRequestContext, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const { csrf_token: token } = (await (await request.get(`${API_ORIGIN}${CSRF_TOKEN_PATH}`)).json()) as { csrf_token: string };
  return request.fetch(`${API_ORIGIN}${path}`, { method, headers: { [CSRF_HEADER]: token }, ...(data === undefined ? {} : { data }) });
}

/** Resets the real server's data; fails the test if the server refused. */
export async function resetServer(request: APIRequestContext) {
  const answer = await apiWrite(request, 'POST', '/api/__mock__/reset/');
  expect(answer.status(), await answer.text()).toBe(204);
}

export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[]; freshServerData: void }>({
  allowConsoleErrors: [[], { option: true }],
  // Mocked runs get fresh data from each browser context's session storage; the real server keeps
  // its data between tests, so it is reset before each one (that project runs one test at a time).
  freshServerData: [
    async ({ request }, use) => {
      if (isRealServer()) await resetServer(request);
      await use();
    },
    { auto: true },
  ],
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

export interface MockLogEntry {
  method: string;
  path: string;
}

/**
 * The mock API's call log: through the page in mocked mode (the service worker holds the data),
 * from the real server in real-server mode.
 */
export async function mockLog(page: Page): Promise<MockLogEntry[]> {
  const origin = isRealServer() ? API_ORIGIN : '';
  return page.evaluate(async (api) => (await fetch(`${api}/api/__mock__/log/`)).json(), origin);
}

export async function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
