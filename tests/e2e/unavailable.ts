import { expect, type Page } from '@playwright/test';

/**
 * What a plane build shows where Plane has not got a call (the workspace activity feed, imports,
 * the editor demo's own document): the line saying why, and no call that fails.
 */

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

/** From now on, every call of the page that fails (an answer of 400 or more, or none at all), as `METHOD path status`. */
export function watchFailedCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() >= 400) failed.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    if (isApi(request.url())) failed.push(`${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? 'failed'}`);
  });
  return failed;
}

/** The line saying why is on the page, and none of the calls `watchFailedCalls` saw failed. */
export async function expectUnavailable(page: Page, reason: string, failed: readonly string[]) {
  await expect(page.getByRole('note').filter({ hasText: reason })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed, 'no call failed').toEqual([]);
}
