import { test, expect, CLIENT_ONLY } from './fixtures';
import { emptyEditor } from './editor-page';
import type { Locator, Page } from '@playwright/test';
import { editorMessages, editorSlashMessages } from '../../src/domain/messages';

/** SPEC section 8's measures as a user meets them: menu heights, the drag handle, table columns. */

const rem = 16;

test.describe('editor menus: heights', { tag: CLIENT_ONLY }, () => {
  test('the slash menu is at most 20rem tall and scrolls the rest', async ({ page, consoleErrors: _ }) => {
    await emptyEditor(page);
    await page.keyboard.type('/');
    const menu = page.getByRole('listbox', { name: editorMessages.slashMenuLabel });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS('max-height', `${20 * rem}px`);
    const { clientHeight, scrollHeight } = await menu.evaluate((el) => ({ clientHeight: el.clientHeight, scrollHeight: el.scrollHeight }));
    expect(clientHeight).toBeLessThanOrEqual(20 * rem);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
  });

  test('the mention list is at most 12rem tall', async ({ page, consoleErrors: _ }) => {
    await emptyEditor(page);
    await page.keyboard.type('@');
    const list = page.getByRole('listbox', { name: editorMessages.mentionListLabel });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(list).toHaveCSS('max-height', `${12 * rem}px`);
    expect((await list.boundingBox())!.height).toBeLessThanOrEqual(12 * rem);
  });
});

test.describe('editor drag handle: size and when it hides', { tag: CLIENT_ONLY }, () => {
  async function threeBlocks(page: Page) {
    const editor = await emptyEditor(page);
    for (const line of ['first', 'second']) {
      await page.keyboard.type(line);
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type('- one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('two');
    const handle = page.getByRole('button', { name: editorMessages.dragHandle });
    return { editor, handle };
  }

  async function showHandle(editor: Locator, handle: Locator) {
    await editor.locator('p', { hasText: 'second' }).hover();
    await expect(handle).toBeVisible();
  }

  test('it is 24 px wide, left of the block under the pointer', async ({ page, consoleErrors: _ }) => {
    const { editor, handle } = await threeBlocks(page);
    await showHandle(editor, handle);
    const box = (await handle.boundingBox())!;
    const block = (await editor.locator('p', { hasText: 'second' }).boundingBox())!;
    expect(box.width).toBe(24);
    expect(box.x + box.width).toBeLessThanOrEqual(block.x);
  });

  test('a key typed hides it until the pointer moves', async ({ page, consoleErrors: _ }) => {
    const { editor, handle } = await threeBlocks(page);
    const block = (await editor.locator('p', { hasText: 'second' }).boundingBox())!;
    const x = block.x + 20;
    const y = block.y + block.height / 2;
    await page.mouse.move(x, y);
    await expect(handle).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(handle).toHaveCount(0);
    // A mousemove where the pointer already is (Chromium sends one when the page changes under it) does not bring it back.
    await page.mouse.move(x, y);
    await page.waitForTimeout(100);
    await expect(handle).toHaveCount(0);
    await page.mouse.move(x + 4, y);
    await expect(handle).toBeVisible();
  });

  test('a scroll hides it', async ({ page, consoleErrors: _ }) => {
    const { editor, handle } = await threeBlocks(page);
    await showHandle(editor, handle);
    await page.mouse.wheel(0, 40);
    await expect(handle).toHaveCount(0);
  });

  test('it is not shown once a drag starts', async ({ page, consoleErrors: _ }) => {
    const { editor, handle } = await threeBlocks(page);
    await showHandle(editor, handle);
    await handle.dispatchEvent('dragstart', { dataTransfer: await page.evaluateHandle(() => new DataTransfer()) });
    await expect(handle).toHaveCSS('opacity', '0');
    await page.evaluate(() => document.dispatchEvent(new Event('dragend')));
    await expect(handle).toHaveCount(0);
  });

  test('over a list container (its gutter) there is none', async ({ page, consoleErrors: _ }) => {
    const { editor, handle } = await threeBlocks(page);
    // Shown for a paragraph, away from the list, so it covers none of the list's gutter.
    await showHandle(editor, handle);
    const list = editor.locator('ul');
    const itemBox = (await editor.locator('li', { hasText: 'one' }).boundingBox())!;
    // A point where the list itself is under the pointer (its gutter, or the gap between items).
    const spot = await list.evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      for (let y = box.top + 1; y < box.bottom; y += 2) {
        for (let x = box.left + 1; x < box.right; x += 2) if (document.elementFromPoint(x, y) === ul) return { x, y };
      }
      return null;
    });
    expect(spot, 'the list has a gutter of its own').not.toBeNull();
    const { x, y } = spot!;
    await page.mouse.move(x, y);
    await expect(handle).toHaveCount(0);
    // A few pixels right, over the item itself, it is shown again.
    await page.mouse.move(itemBox.x + 10, itemBox.y + itemBox.height / 2);
    await expect(handle).toBeVisible();
  });
});

test.describe('editor tables: column measures', { tag: CLIENT_ONLY }, () => {
  async function table(page: Page) {
    const editor = await emptyEditor(page);
    await page.keyboard.type(`/${editorSlashMessages.table.title}`);
    await page.keyboard.press('Enter');
    return editor.locator('table');
  }

  test('the resize handle is 5 px wide: it shows within 5 px of a column border, not further', async ({ page, consoleErrors: _ }) => {
    const grid = await table(page);
    const cell = (await grid.locator('td').first().boundingBox())!;
    const y = cell.y + cell.height / 2;
    const right = cell.x + cell.width;
    await page.mouse.move(right - 12, y);
    await page.mouse.move(right - 8, y);
    await expect(grid.locator('.column-resize-handle')).toHaveCount(0);
    await page.mouse.move(right - 3, y);
    // One per row, down the column's border.
    await expect(grid.locator('.column-resize-handle')).toHaveCount(3);
  });

  test('a column dragged narrower stops at 100 px', async ({ page, consoleErrors: _ }) => {
    const grid = await table(page);
    const first = grid.locator('td').first();
    const cell = (await first.boundingBox())!;
    const y = cell.y + cell.height / 2;
    const right = cell.x + cell.width - 2;
    await page.mouse.move(right - 6, y);
    await page.mouse.move(right, y);
    await expect(grid.locator('.column-resize-handle')).toHaveCount(3);
    await page.mouse.down();
    await page.mouse.move(right - cell.width, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await first.boundingBox())!.width)).toBe(100);
  });
});
