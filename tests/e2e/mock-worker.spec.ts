import { test, expect, openPage, MOCKED_BUILD_ONLY } from './fixtures';

/**
 * The mock backend's service worker, where the browser's own answers can fail it. MSW refreshes a
 * worker it finds registered without waiting for the answer; a CI crawl once met that refresh
 * failing ("Not found": the registration was going away), thrown at the page as an unhandled error.
 */
test.describe('the mock service worker', { tag: MOCKED_BUILD_ONLY }, () => {
  test('a refresh of the registered worker that fails is noted, not thrown at the page, and the mock goes on answering', async ({ page, context, consoleErrors: _ }) => {
    // Another tab keeps the worker registered, so this one finds it and MSW asks for the refresh.
    await openPage(await context.newPage(), '/components/link-form/');
    // The browser's answer to that refresh, as Chromium words it when the registration is going away.
    await page.addInitScript(() => {
      ServiceWorkerRegistration.prototype.update = function update(this: ServiceWorkerRegistration) {
        const script = new URL('mockServiceWorker.js', this.scope).href;
        return Promise.reject(new DOMException(`Failed to update a ServiceWorker for scope ('${this.scope}') with script ('${script}'): Not found`, 'NotFoundError'));
      };
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openPage(page, '/components/link-form/');
    await expect.poll(() => warnings.some((text) => text.startsWith('The mock service worker could not be refreshed'))).toBe(true);
    // Still answered by the mock: a read the page makes through the worker (the static host has no /api/).
    const status = await page.evaluate(async () => (await fetch('/api/users/me/')).status);
    expect(status).toBe(200);
  });
});
