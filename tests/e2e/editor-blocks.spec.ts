import { test, expect, builtChunk, holdRequests, isPlane, mockLog, openPage, CLIENT_ONLY } from './fixtures';
import { emptyDescription, emptyEditor, runSlashCommand, saveDescription } from './editor-page';
import type { SitePaths } from './paths';
import type { Locator, Page } from '@playwright/test';
import { descriptionMessages, editorMessages, editorSlashMessages, editorTableMessages } from '../../src/domain/messages';

/** A real 2x2 PNG (the mock checks the bytes, not the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBkYGBgYAAAiBAIBfQEGqAAAAABJRU5ErkJggg==', 'base64');

const markdownPanel = (page: Page) => page.getByRole('region', { name: editorMessages.panelMarkdown }).locator('pre');

async function pickImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await runSlashCommand(page, editorSlashMessages.image.title);
  await (await chooser).setFiles(file);
}

async function fileAssetCalls(page: Page): Promise<string[]> {
  return (await mockLog(page)).filter((entry) => entry.path.includes('file-assets')).map((entry) => `${entry.method} ${entry.path}`);
}

/**
 * Where an editor's images go. The spec's server keeps them as workspace file assets, so the editor
 * demo uploads them. Plane keeps an image only with what it belongs to (the demo has nothing, and
 * says so): there the editor of an issue's description uploads it, through Plane's presigned flow
 * with the issue as entity, filed and served under the issue's project (app/urls/asset.py:49-92 at 4ca6d6c7).
 */
async function uploadingEditor(page: Page, paths: SitePaths, query = ''): Promise<Locator> {
  return isPlane() ? emptyDescription(page, paths.issue('issue-web-0001'), query) : emptyEditor(page, query);
}

const planeAssets = (paths: SitePaths) => `/api/assets/v2/workspaces/${paths.slug}`;
const uploadedSrc = (paths: SitePaths) =>
  isPlane() ? new RegExp(`${planeAssets(paths)}/projects/${paths.id('project-0001')}/[0-9a-f-]{36}/$`) : /\/uploads\/default\/asset-[\w-]+\.png$/;

/** The asset writes the server saw: Plane's under /api/assets/v2/, the spec's file-asset calls. */
async function assetWrites(page: Page): Promise<string[]> {
  const mine = (path: string, method: string) => (isPlane() ? path.startsWith('/api/assets/v2/') && method !== 'GET' : path.includes('file-assets'));
  return (await mockLog(page)).filter((entry) => mine(entry.path, entry.method)).map((entry) => `${entry.method} ${entry.path}`);
}

test.describe('editor images', () => {
  test('a PNG from the picker uploads and shows; delete and undo call delete then restore', async ({ page, paths, consoleErrors: _ }) => {
    const editor = await uploadingEditor(page, paths);
    await pickImage(page, { name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    const image = editor.locator('.image-block img');
    await expect(image).toHaveAttribute('src', uploadedSrc(paths));
    const src = (await image.getAttribute('src'))!;
    const path = new URL(src, page.url()).pathname.slice(1);
    // The image is in what the editor writes: the demo's markdown; the description Plane keeps.
    if (!isPlane()) await expect(markdownPanel(page)).toContainText(`![](${src})`);

    // The history groups edits made within 500 ms: a user's delete comes later than the upload.
    await page.waitForTimeout(600);
    await image.click();
    await expect(editor.locator('.image-block.is-selected')).toHaveCount(1);
    await page.keyboard.press('Backspace');
    await expect(editor.locator('.image-block')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(editor.locator('.image-block img')).toHaveAttribute('src', src);
    if (isPlane()) {
      // Created under the project, marked uploaded once storage has it, deleted and restored by its id
      // (app/urls/asset.py:69-72, 79-87 at 4ca6d6c7); the description saved keeps it.
      const assets = planeAssets(paths);
      const id = path.split('/').filter(Boolean).at(-1)!;
      const project = `${assets}/projects/${paths.id('project-0001')}`;
      await expect.poll(() => assetWrites(page)).toEqual([`POST ${project}/`, `PATCH ${project}/${id}/`, `DELETE ${project}/${id}/`, `POST ${assets}/restore/${id}/`]);
      await saveDescription(page);
      await page.reload();
      await expect(page.getByRole('textbox', { name: descriptionMessages.heading }).locator('.image-block img')).toHaveAttribute('src', src);
    } else {
      await expect.poll(() => assetWrites(page)).toEqual([
        `POST ${paths.api('file-assets/')}`,
        `DELETE /api/workspaces/file-assets/${path}/`,
        `POST /api/workspaces/file-assets/${path}/restore/`,
      ]);
    }
  });

  test('a dropped PNG uploads at the drop point', async ({ page, paths, consoleErrors: _ }) => {
    const editor = await uploadingEditor(page, paths);
    await page.keyboard.type('drop target');
    const box = (await editor.boundingBox())!;
    await editor.evaluate((el, { bytes, x, y }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    }, { bytes: [...PNG], x: box.x + 20, y: box.y + 10 });
    await expect(editor.locator('.image-block img')).toHaveAttribute('src', uploadedSrc(paths));
  });

  test('a 6 MB file and a GIF get the exact alerts, and nothing is uploaded', async ({ page, consoleErrors: _ }) => {
    await emptyEditor(page);
    const alerts: string[] = [];
    // Counted once closed: keys typed while an alert is open are lost, and the next pick types.
    page.on('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      alerts.push(message);
    });
    await pickImage(page, { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect.poll(() => alerts.length).toBe(1);
    await pickImage(page, { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => alerts).toEqual([editorMessages.tooLarge, editorMessages.invalidType]);
    expect(await fileAssetCalls(page)).toEqual([]);
  });

  test('an upload can be cancelled mid-way: the placeholder goes and nothing is inserted', async ({ page, paths, consoleErrors: _ }) => {
    const editor = await uploadingEditor(page, paths, '?scenario=slow-network');
    await pickImage(page, { name: 'slow.png', mimeType: 'image/png', buffer: PNG });
    const placeholder = editor.locator('.image-upload-placeholder');
    await expect(placeholder).toBeVisible();
    await placeholder.getByRole('button', { name: editorMessages.cancelUpload }).click();
    await expect(placeholder).toHaveCount(0);
    await page.waitForTimeout(2000);
    await expect(editor.locator('.image-block')).toHaveCount(0);
  });
});

test.describe('editor images when uploads fail', () => {
  test.use({ allowConsoleErrors: [/Image upload failed/] });
  test('a failed upload removes the placeholder and inserts nothing', async ({ page, consoleErrors: _ }) => {
    const editor = await emptyEditor(page, '?scenario=upload-fails');
    // Checked once the upload has failed: before it starts there is no placeholder either.
    const failed = page.waitForEvent('console', (message) => /Image upload failed/.test(message.text()));
    await pickImage(page, { name: 'fails.png', mimeType: 'image/png', buffer: PNG });
    await failed;
    await expect(editor.locator('.image-upload-placeholder')).toHaveCount(0);
    await expect(editor.locator('.image-block')).toHaveCount(0);
  });
});

test.describe('editor tables', () => {
  test('insert a 3 x 3 table, colour a column, add a row, Tab between cells', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    const editor = await emptyEditor(page);
    await page.keyboard.type(`/${editorSlashMessages.table.title}`);
    await page.keyboard.press('Enter');
    const table = editor.locator('table');
    await expect(table.locator('tr')).toHaveCount(3);
    await expect(table.locator('td')).toHaveCount(9);
    await expect(table.locator('th')).toHaveCount(0);
    await page.keyboard.type('a');
    await page.keyboard.press('Tab');
    await page.keyboard.type('b');
    await expect(table.locator('td').nth(1)).toHaveText('b');

    await table.locator('td').nth(1).hover();
    await page.getByRole('button', { name: editorTableMessages.columnMenu }).click();
    await page.getByRole('menuitem', { name: editorTableMessages.pickColor }).click();
    await page.getByRole('menuitem', { name: editorTableMessages.colorSwatch('Blue') }).click();
    for (const row of [0, 1, 2]) await expect(table.locator('tr').nth(row).locator('td').nth(1)).toHaveAttribute('data-background', '#D9E4FF');
    await expect(table.locator('tr').first().locator('td').first()).not.toHaveAttribute('data-background', /.*/);

    await table.locator('td').nth(4).hover();
    await page.getByRole('button', { name: editorTableMessages.rowMenu }).click();
    await page.getByRole('menuitem', { name: editorTableMessages.addRowBelow }).click();
    await expect(table.locator('tr')).toHaveCount(4);
    await expect(markdownPanel(page)).toContainText('| a | b |');
    await expect(page.getByRole('region', { name: editorMessages.panelHtml }).locator('pre')).toContainText('data-background="#D9E4FF"');
  });

  test('the hover controls go away when the pointer leaves the table', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    const editor = await emptyEditor(page);
    await page.keyboard.type(`/${editorSlashMessages.table.title}`);
    await page.keyboard.press('Enter');
    await editor.locator('td').first().hover();
    await expect(page.getByRole('button', { name: editorTableMessages.columnMenu })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(page.getByRole('button', { name: editorTableMessages.columnMenu })).toHaveCount(0);
  });

  // At 390 px a column's menu has room on neither side of its bar: it opens below it, inside the window.
  test('at 390 px the column and row menus open inside the window', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { table } = await demoTable(page);
    for (const [cell, bar] of [[1, editorTableMessages.columnMenu], [2, editorTableMessages.columnMenu], [4, editorTableMessages.rowMenu]] as const) {
      await table.locator('td').nth(cell).hover();
      await page.getByRole('button', { name: bar }).click();
      const menu = page.getByRole('menu', { name: bar });
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      const box = (await menu.boundingBox())!;
      expect(box.x, `${bar} of cell ${cell}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${bar} of cell ${cell}: right edge`).toBeLessThanOrEqual(390);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
  });

  // The controls are in the editing menus' chunk, which arrives after the document shows: a pointer
  // that came to rest on the table before sends no event when they arrive, and meets them all the same.
  test('a pointer resting on a table when its controls arrive meets them without moving', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    const release = await holdRequests(page, builtChunk('EditingMenus'));
    await page.goto('/components/editor/');
    const table = page.getByRole('textbox', { name: editorMessages.editorLabel }).locator('table');
    await table.locator('td').nth(1).hover();
    await expect(page.getByRole('button', { name: editorMessages.dragHandle })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: editorTableMessages.columnMenu })).toBeVisible();
    await expect(page.getByRole('button', { name: editorTableMessages.rowMenu })).toBeVisible();
    await expect(page.getByRole('button', { name: editorMessages.dragHandle })).toBeVisible();
  });
});

/** The demo document's editor and its table. */
async function demoTable(page: Page) {
  await openPage(page, '/components/editor/');
  const editor = page.getByRole('textbox', { name: editorMessages.editorLabel });
  return { editor, table: editor.locator('table') };
}

/** The demo document's table, its second body row's menu opened from the keyboard's reach and closed with Escape. */
async function rowMenuClosedWithEscape(page: Page) {
  const { editor, table } = await demoTable(page);
  await table.locator('td').nth(1).hover();
  await page.getByRole('button', { name: editorTableMessages.columnMenu }).click();
  await page.getByRole('menuitem', { name: editorTableMessages.pickColor }).click();
  await page.getByRole('menuitem', { name: editorTableMessages.colorSwatch('Blue') }).click();
  await table.locator('td').nth(4).hover();
  await page.getByRole('button', { name: editorTableMessages.rowMenu }).click();
  // The menu takes focus once placed, so Escape closes it; the row stays selected.
  await expect(page.getByRole('menuitem', { name: editorTableMessages.toggleRowHeader })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(table.locator('tr').nth(2).locator('td.selectedCell')).toHaveCount(3);
  return { editor, table, row: table.locator('tr').nth(2), lastParagraph: editor.locator(':scope > p').last() };
}

test.describe('editor tables: a press outside the cells leaves their selection (issue 17)', () => {
  test('a click on the last paragraph and typing at once: the text lands there and the row keeps its cells', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    const { row, lastParagraph } = await rowMenuClosedWithEscape(page);
    await lastParagraph.click({ position: { x: 30, y: 8 } });
    await page.keyboard.type('xyz');
    await expect(lastParagraph).toContainText('xyz');
    await expect(row.locator('td')).toHaveText(['Filter', 'Alan', 'In progress']);
  });

  test('the cell selection is gone before the press ends: a key that comes before the browser moves the caret empties nothing', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    const { row, lastParagraph, table } = await rowMenuClosedWithEscape(page);
    // Untrusted events have no default action: the browser never moves the caret here, which is
    // the state a fast typist's first key meets while ProseMirror waits for selectionchange.
    await lastParagraph.evaluate((p) => {
      const box = p.getBoundingClientRect();
      const at = { clientX: box.left + 30, clientY: box.top + 8, bubbles: true, cancelable: true, button: 0 };
      p.dispatchEvent(new MouseEvent('mousedown', at));
      p.dispatchEvent(new MouseEvent('mouseup', at));
      p.dispatchEvent(new KeyboardEvent('keypress', { key: 'x', charCode: 120, bubbles: true, cancelable: true }));
    });
    await expect(table.locator('.selectedCell')).toHaveCount(0);
    await expect(row.locator('td')).toHaveText(['Filter', 'Alan', 'In progress']);
  });
});

test.describe('editor mentions', () => {
  test('@ lists members, filters by prefix, inserts, and a click goes to the profile', async ({ page, paths, consoleErrors: _ }) => {
    const editor = await emptyEditor(page);
    await page.keyboard.type('Ask @');
    const list = page.getByRole('listbox', { name: editorMessages.mentionListLabel });
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.type('GR');
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option', { name: 'grace', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    const mention = editor.locator('.mention', { hasText: '@grace' });
    await expect(mention).toBeVisible();
    await page.keyboard.type('and @zz');
    const noResults = page.getByRole('status').filter({ hasText: editorMessages.noResults });
    await expect(noResults).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(noResults).toHaveCount(0);
    await expect(markdownPanel(page)).toContainText('<mention-component');
    await mention.click();
    await expect(page).toHaveURL(new RegExp(`${paths.profile('user-0002')}?$`));
  });

  test('the current user is highlighted; in the viewer a mention does not navigate', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/viewer/');
    const viewer = page.getByRole('textbox', { name: editorMessages.viewerLabel });
    const ada = viewer.locator('.mention', { hasText: '@ada' });
    await expect(ada).toHaveClass(/is-highlighted/);
    await expect(viewer.locator('.mention', { hasText: '@grace' })).not.toHaveClass(/is-highlighted/);
    // The page stays where it was (on Plane its address names the reader's records).
    const here = page.url();
    await ada.click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(here);
    await expect(page).toHaveURL(/\/components\/viewer\/?(\?[^/]*)?$/);
  });
});

test.describe('editor drag handle', () => {
  test('dragging a block by its handle moves it', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    const editor = await emptyEditor(page);
    await page.keyboard.type('first');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second');
    await page.keyboard.press('Enter');
    await page.keyboard.type('third');
    await editor.locator('p', { hasText: 'first' }).hover();
    const handle = page.getByRole('button', { name: editorMessages.dragHandle });
    await expect(handle).toBeVisible();
    await handle.dragTo(editor.locator('p', { hasText: 'third' }), { targetPosition: { x: 30, y: 14 } });
    await expect(markdownPanel(page)).toHaveText('second\n\nthird\n\nfirst\n');
    await page.keyboard.press('a');
    await expect(handle).toHaveCount(0);
  });
});
