import { apiFetch, test, expect, isPlane, openPage } from './fixtures';
import type { Page, Response } from '@playwright/test';
import { aiMessages, toastTitle } from '../../src/domain/messages';
import { AI_REQUESTS_PER_MONTH } from '../../src/domain/constants';
import { AI_PROVIDER_FAILED } from '../../mocks/plane/scenarios';
import { openDemoByKeyboard } from './keyboard';

const PAGE = '/components/ai-assistant/';
const panel = (page: Page) => page.getByRole('dialog', { name: aiMessages.panelLabel });
const task = (page: Page) => panel(page).getByRole('textbox', { name: aiMessages.taskLabel });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const isAsk = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/ai-assistant/');

test.describe('AI assistant popover', () => {
  test('empty state, the required task, a checklist answer, Copy, and Use this response', async ({ page, context, consoleErrors: _ }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, PAGE);
    await description(page).fill('Update the docs, add a test and then ship the fix.');
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(panel(page).getByText(aiMessages.content)).toBeVisible();
    await expect(panel(page).getByText(aiMessages.consent)).toBeVisible();
    await expect(task(page)).toBeFocused();
    await expect(task(page)).toHaveAttribute('placeholder', aiMessages.taskPlaceholderWithPrompt);
    // The panel keeps clear of the window's sides (it read as touching the right edge at 1280 px).
    const box = (await panel(page).boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(16);
    await expect(panel(page).getByRole('button', { name: aiMessages.generate })).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(toast(page, aiMessages.emptyTask)).toContainText(toastTitle.error);

    await task(page).fill('Rewrite as a checklist');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText(aiMessages.response)).toBeVisible();
    await expect(panel(page).getByRole('listitem')).toHaveText(['Update the docs', 'Add a test', 'Ship the fix']);
    await expect(panel(page).getByRole('button', { name: aiMessages.generateAgain })).toBeVisible();
    await expect(task(page)).toBeFocused();
    // The refusal no longer holds once a task went out: its toast is gone.
    await expect(toast(page, aiMessages.emptyTask)).toHaveCount(0);

    await panel(page).getByRole('button', { name: aiMessages.copy }).click();
    await expect(toast(page, aiMessages.copiedDescription)).toContainText(aiMessages.copiedTitle);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('- [ ] Update the docs\n- [ ] Add a test\n- [ ] Ship the fix');

    await panel(page).getByRole('button', { name: aiMessages.useResponse }).click();
    await expect(panel(page)).toBeHidden();
    await expect(description(page)).toHaveValue(
      'Update the docs, add a test and then ship the fix.\n\n- [ ] Update the docs\n- [ ] Add a test\n- [ ] Ship the fix',
    );
  });

  test('a selection is the content and the answer replaces it', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await description(page).fill('Keep this. i dont think teh fix works. Keep that.');
    await description(page).evaluate((el: HTMLTextAreaElement) => {
      el.focus();
      el.setSelectionRange(11, 38);
    });
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(panel(page).getByText('i dont think teh fix works.', { exact: true })).toBeVisible();
    await task(page).fill('Fix the grammar');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText("I don't think the fix works.")).toBeVisible();
    await panel(page).getByRole('button', { name: aiMessages.useResponse }).click();
    await expect(description(page)).toHaveValue("Keep this. I don't think the fix works. Keep that.");
  });

  test('generating shows "Generating response..."; Escape closes and resets', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=slow-network`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('button', { name: aiMessages.generating })).toBeDisabled();
    await expect(panel(page).getByRole('status').filter({ hasText: aiMessages.generating })).toBeVisible();
    await expect(panel(page).getByText(aiMessages.response)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(task(page)).toHaveValue('');
    await expect(panel(page).getByText(aiMessages.response)).toHaveCount(0);
    await expect(panel(page).getByText(aiMessages.consent)).toBeVisible();
  });

  test('no response: the red sentence, from too little content and from the ai-empty scenario', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await description(page).fill('ok');
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('alert')).toHaveText(aiMessages.emptyResponse);
    await expect(panel(page).getByRole('button', { name: aiMessages.useResponse })).toHaveCount(0);

    await openPage(page, `${PAGE}?scenario=ai-empty`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('alert')).toHaveText(aiMessages.emptyResponse);
  });

  test('the 51st request of the month gets the 429 message', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    // Request 1 through the popover (this also starts the mock service worker that keeps the counter)...
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText(aiMessages.response)).toBeVisible();
    // ...requests 2 to 50 straight from the page, through the same worker...
    const statuses: number[] = [];
    for (let i = 0; i < AI_REQUESTS_PER_MONTH - 1; i += 1) {
      const answer = await apiFetch(page, paths.apiProject('project-0001', 'ai-assistant/'), {
        method: 'POST',
        json: { prompt: '', task: `question ${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(AI_REQUESTS_PER_MONTH - 1).fill(200));

    if (isPlane()) {
      // Plane counts no AI requests (app/views/external/base.py:148-181 at 4ca6d6c7; its only throttle is for
      // anonymous callers): the 51st is answered as the first was, after a reload too, and nothing is refused.
      const again = page.waitForResponse(isAsk);
      await panel(page).getByRole('button', { name: aiMessages.generateAgain }).click();
      expect((await again).status()).toBe(200);
      await expect(panel(page).getByText(aiMessages.response)).toBeVisible();
      await page.reload();
      await page.getByRole('button', { name: 'Open demo' }).click();
      await task(page).fill('Summarise');
      const asked = page.waitForResponse(isAsk);
      await page.keyboard.press('Enter');
      expect((await asked).status()).toBe(200);
      await expect(panel(page).getByText(aiMessages.response)).toBeVisible();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: toastTitle.error })).toHaveCount(0);
      return;
    }
    // ...and the 51st, "Generate again", is refused with the 429 sentence; the answer shown stays.
    await panel(page).getByRole('button', { name: aiMessages.generateAgain }).click();
    await expect(toast(page, aiMessages.rateLimited)).toContainText(toastTitle.error);
    await expect(panel(page).getByText(aiMessages.response)).toBeVisible();
    await expect(task(page)).toHaveValue('Summarise');

    // The counter is per month, not per page: it still refuses after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    await expect(toast(page, aiMessages.rateLimited)).toContainText(toastTitle.error);
  });

  test('errors: the rate-limited scenario and a 500 without text', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `${PAGE}?scenario=ai-rate-limited`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    // Plane has no monthly limit: a rate limit is its LLM provider's, which Plane answers as any failure
    // of the provider, with its own text (mocks/plane/scenarios.ts).
    await expect(toast(page, isPlane() ? AI_PROVIDER_FAILED.error : aiMessages.rateLimited)).toContainText(toastTitle.error);

    await openPage(page, `${PAGE}?scenario=ai-failing`);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await task(page).fill('Summarise');
    await page.keyboard.press('Enter');
    await expect(toast(page, aiMessages.otherError)).toContainText(toastTitle.error);
    await expect(task(page)).toHaveValue('Summarise');
  });

  test('keyboard only: open, ask, use the response', async ({ page, consoleErrors: _ }) => {
    await openPage(page, PAGE);
    await openDemoByKeyboard(page);
    await expect(task(page)).toBeFocused();
    await page.keyboard.type('Suggest a title');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText(aiMessages.response)).toBeVisible();
    await page.keyboard.press('Shift+Tab'); // back out of the input, up through the answer...
    await page.keyboard.press('Tab');
    await expect(task(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: aiMessages.useResponse })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeHidden();
    await expect(description(page)).toHaveValue(/\n\nThe Login Page Redirects to a Blank Screen$/);
  });
});
