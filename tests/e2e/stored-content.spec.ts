import { test, expect, openPage, toast } from './fixtures';
import { emptyEditor, storeDemoDocument } from './editor-page';
import { descriptionMessages, editorMessages } from '../../src/domain/messages';

/**
 * Issue 18: a stored document the editor cannot read whole opens with its text and says so, and
 * what is typed on the editor page survives a failed save and a reload, as on the issue page.
 */

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

test('a stored document with a node the editor does not know opens with its text, says so, and saving keeps it', async ({ page }) => {
  await openPage(page, '/components/editor/');
  await storeDemoDocument(page, {
    content_json: { type: 'doc', content: [paragraph('First paragraph.'), { type: 'callout', content: [paragraph('Inside the callout.')] }, paragraph('Second paragraph.')] },
    content_html: '<p>First paragraph.</p><div class="callout"><p>Inside the callout.</p></div><p>Second paragraph.</p>',
    content_markdown: 'First paragraph.\n\nInside the callout.\n\nSecond paragraph.\n',
  });
  await page.reload();
  const editor = page.getByRole('textbox', { name: editorMessages.editorLabel });
  await expect(page.getByText(editorMessages.contentRepaired)).toBeVisible();
  await expect(editor).toContainText('First paragraph.');
  await expect(editor).toContainText('Inside the callout.');
  await expect(editor).toContainText('Second paragraph.');

  await editor.getByText('Second paragraph.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Typed.');
  await page.getByRole('button', { name: editorMessages.save }).click();
  await expect(await toast(page, editorMessages.saved)).toBeVisible();

  await openPage(page, '/components/viewer/');
  const viewer = page.getByRole('textbox', { name: editorMessages.viewerLabel });
  await expect(viewer).toContainText('Inside the callout.');
  await expect(viewer).toContainText('Second paragraph. Typed.');
});

test('the viewer opens the same stored document with its text and the same line', async ({ page }) => {
  await openPage(page, '/components/viewer/');
  await storeDemoDocument(page, {
    content_json: { type: 'doc', content: [paragraph('Kept one.'), { type: 'callout' }, paragraph('Kept two.')] },
    content_html: '<p>Kept one.</p><p>Kept two.</p>',
    content_markdown: 'Kept one.\n\nKept two.\n',
  });
  await page.reload();
  await expect(page.getByText(editorMessages.contentRepaired)).toBeVisible();
  const viewer = page.getByRole('textbox', { name: editorMessages.viewerLabel });
  await expect(viewer).toContainText('Kept one.');
  await expect(viewer).toContainText('Kept two.');
});

test('after a failed save the editor page keeps the text through a reload and asks before leaving', async ({ page }) => {
  const editor = await emptyEditor(page, '?scenario=server-errors');
  await page.keyboard.type('Typed before the failure');
  await page.getByRole('button', { name: editorMessages.save }).click();
  await expect(page.getByRole('button', { name: editorMessages.save })).toBeEnabled();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await expect(page.getByText(/^Restored your unsaved draft from /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: editorMessages.editorLabel })).toContainText('Typed before the failure');

  // Discarding goes back to the saved document, and nothing is left to guard.
  await page.getByRole('button', { name: descriptionMessages.discardDraft }).click();
  await expect(editor).not.toContainText('Typed before the failure');
});
