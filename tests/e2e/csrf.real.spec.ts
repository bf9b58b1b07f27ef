import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, openPage, API_ORIGIN } from './fixtures';
import { linkMessages } from '../../src/domain/messages';
import { CSRF_TOKEN_PATH } from '../../src/domain/request-guard';

/**
 * Cross-site request forgery against the real HTTP server (`npm run api`), from a real page on
 * another origin: the attack of issue 18 (a form with enctype="text/plain" whose field name holds
 * JSON created an API token) and a credentialed fetch. Both must leave the data as it was, while
 * the site itself (on its own origin) keeps writing.
 */
const TOKENS = '/api/workspaces/acme/api-tokens/';

const tokenLabels = async (request: import('@playwright/test').APIRequestContext) =>
  ((await (await request.get(`${API_ORIGIN}${TOKENS}`)).json()) as Array<{ label: string }>).map((t) => t.label);

/**
 * A real page on another origin: its own HTTP server on a free port of 127.0.0.1. Same site as the
 * API (ports do not separate sites), so the browser even sends the SameSite=Lax cookie with it:
 * the harder case. No Playwright route is involved, since routing answers CORS preflights itself.
 */
async function foreignSite(pages: Record<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const site = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(pages[req.url ?? ''] ?? '');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, close: () => new Promise((resolve) => site.close(() => resolve())) };
}

test.describe('requests forged on another origin', () => {
  // Chromium logs the refused preflight; the test asserts what the page got instead.
  test.use({ allowConsoleErrors: [/blocked by CORS policy|net::ERR_FAILED/] });

  test('a form post (text/plain) and a credentialed fetch from another origin change nothing', async ({ page, request, consoleErrors: _ }) => {
    // The victim has used the site: the browser holds the API's csrftoken cookie.
    await openPage(page, '/components/link-form/');
    expect(await page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).status, `${API_ORIGIN}${CSRF_TOKEN_PATH}`)).toBe(200);
    const before = await tokenLabels(request);

    const foreign = await foreignSite({
      '/form.html': `<!doctype html><form method="POST" action="${API_ORIGIN}${TOKENS}" enctype="text/plain">
        <input name='{"label":"forged","expiry":"never","x":"' value='"}'></form>
        <script>document.forms[0].submit()</script>`,
      '/fetch.html': '<!doctype html><title>fetch</title>',
    });
    try {
      const answer = page.waitForResponse(`${API_ORIGIN}${TOKENS}`);
      await page.goto(`${foreign.origin}/form.html`);
      expect((await answer).status()).toBe(415);

      await page.goto(`${foreign.origin}/fetch.html`);
      const fetched = await page.evaluate(async (url) => {
        try {
          const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"label":"forged","expiry":"never"}' });
          return `status ${response.status}`;
        } catch (error) {
          return String(error);
        }
      }, `${API_ORIGIN}${TOKENS}`);
      // The server refuses the preflight, so the POST is never sent.
      expect(fetched).toMatch(/TypeError: Failed to fetch/);
    } finally {
      await foreign.close();
    }
    expect(await tokenLabels(request)).toEqual(before);
  });

  test('the site writes cross-origin with its token, and fetches a new one when its cookie is gone', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/link-form/');
    for (const title of ['First with a token', 'After the cookie was cleared']) {
      await page.getByRole('button', { name: 'Open demo' }).click();
      const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
      await dialog.getByLabel(linkMessages.urlLabel).fill('https://real.example.com');
      await dialog.getByLabel(linkMessages.titleLabel).fill(title);
      await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Copy link ${title}` })).toBeVisible();
      await page.context().clearCookies();
    }
  });
});
