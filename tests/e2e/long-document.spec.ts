import type { Locator, Page } from '@playwright/test';
import { test, expect, openPage, CLIENT_ONLY } from './fixtures';
import { editorMessages } from '../../src/domain/messages';
import { generateDocument } from '../../bench/docs/generate';
import { storeDemoDocument } from './editor-page';

/**
 * A long document draws only the blocks near the window (islands/editor/features/lazy-blocks): what
 * a reader sees must not show it. Wherever the window is, every point of the editor in it is drawn
 * text or the space between blocks, never a placeholder; scrolling moves what is shown by exactly
 * the distance scrolled, also up from the end, where the blocks above were never drawn before; the
 * keys to the document's ends reach them; printing prints every block.
 */
const markdown = generateDocument(1024 * 1024);

async function openLongDocument(page: Page): Promise<Locator> {
  await openPage(page, '/components/editor/');
  await storeDemoDocument(page, { content_json: { type: 'doc', content: [] }, content_html: '', content_markdown: markdown });
  await openPage(page, '/components/editor/?form=markdown');
  await expect(page.locator('[data-open-progress]')).toHaveCount(0, { timeout: 120_000 });
  const editor = page.getByRole('textbox', { name: editorMessages.editorLabel });
  await expect(editor).not.toHaveAttribute('aria-busy');
  return editor;
}

/** Two frames: the one in which the editor draws what came near the window, and the one after. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** What lies under points 40 px apart down the window, where the editor is: a placeholder's box or not. */
const placeholdersInWindow = (editor: Locator) =>
  editor.evaluate((prose) => {
    const box = prose.getBoundingClientRect();
    const hits: number[] = [];
    for (let y = Math.max(box.top, 0) + 1; y < Math.min(box.bottom, innerHeight); y += 40) {
      const block = document.elementFromPoint(box.left + 8, y)?.closest('.plane-prose > *');
      if (block?.classList.contains('plane-lazy-run')) hits.push(Math.round(y));
    }
    return hits;
  });

/** The top-level blocks the page lays out, of all the document's. */
const laidOut = (editor: Locator) =>
  editor.evaluate((prose) => ({ all: prose.children.length, laid: [...prose.children].filter((block) => block.getClientRects().length > 0).length }));

test.describe('a long document', { tag: CLIENT_ONLY }, () => {
  test.setTimeout(180_000);

  test('is drawn wherever the window is, and scrolling moves it by what was scrolled', async ({ page }) => {
    const editor = await openLongDocument(page);
    const { all, laid } = await laidOut(editor);
    expect(all).toBeGreaterThan(4000);
    expect(laid, 'only the blocks near the window are laid out').toBeLessThan(200);
    expect(await placeholdersInWindow(editor)).toEqual([]);

    const editorHeight = await editor.evaluate((prose) => prose.getBoundingClientRect().height);
    for (const share of [0.33, 0.66]) {
      await editor.evaluate((prose, at) => window.scrollTo({ top: prose.getBoundingClientRect().top + scrollY + at, behavior: 'instant' }), editorHeight * share);
      await frames(page);
      expect(await placeholdersInWindow(editor), `at ${share} of the document`).toEqual([]);
    }

    // From the end up: each block above comes in at the size it is drawn at, not the one it was guessed at,
    // and what is on screen stays put but for the distance scrolled.
    await editor.locator('> p').filter({ visible: true }).first().click();
    await page.keyboard.press('ControlOrMeta+End');
    await frames(page);
    for (let step = 0; step < 25; step++) {
      const before = await editor.evaluate((prose) => {
        const box = prose.getBoundingClientRect();
        let block: HTMLElement | null = null;
        for (let y = innerHeight / 2; !block && y < innerHeight; y += 10) block = document.elementFromPoint(box.left + 8, y)?.closest<HTMLElement>('.plane-prose > *') ?? null;
        (window as unknown as { watched?: Element | null }).watched = block;
        return block?.getBoundingClientRect().top ?? null;
      });
      expect(before, 'a block stands mid-window').not.toBeNull();
      await page.evaluate(() => window.scrollBy({ top: -300, behavior: 'instant' }));
      await frames(page);
      const after = await page.evaluate(() => (window as unknown as { watched: Element }).watched.getBoundingClientRect().top);
      expect(Math.abs(after - before! - 300), `scroll step ${step}: moved ${after - before!} px`).toBeLessThanOrEqual(1);
      expect(await placeholdersInWindow(editor), `scroll step ${step}`).toEqual([]);
    }

    // A narrow window: the blocks are laid out anew at its width.
    await page.setViewportSize({ width: 390, height: 800 });
    await frames(page);
    await page.evaluate(() => window.scrollBy({ top: 2000, behavior: 'instant' }));
    await frames(page);
    expect(await placeholdersInWindow(editor)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('reaches its ends by the keys, and prints every block', async ({ page }) => {
    const editor = await openLongDocument(page);
    const written = page.getByRole('region', { name: editorMessages.panelMarkdown }).locator('pre');
    await editor.locator('> *').nth(3).click();

    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' the end');
    await expect(editor.locator('> *').last()).toContainText('the end');
    await expect(editor.locator('> *').last()).toBeInViewport();
    // The last block is the markdown's last: its text ends the document (a table's or a list's last line).
    await expect.poll(async () => (await written.textContent())?.trimEnd().split('\n').at(-1)).toContain('the end');

    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.type('The start: ');
    await expect(editor.locator('> *').first()).toContainText('The start: ');
    await expect(editor.locator('> *').first()).toBeInViewport();

    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const printing = await laidOut(editor);
    expect(printing.laid, 'every block is laid out for printing').toBe(printing.all);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await frames(page);
    expect((await laidOut(editor)).laid).toBeLessThan(200);
  });
});
