import type { Page } from '@playwright/test';
import { test, expect, CLIENT_ONLY } from './fixtures';
import { emptyEditor } from './editor-page';
import { editorMessages, editorSourceViewMessages } from '../../src/domain/messages';

const viewButton = (page: Page, name: string) => page.getByRole('group', { name: editorSourceViewMessages.group }).getByRole('button', { name, exact: true });
const markdownPanel = (page: Page) => page.getByRole('region', { name: editorMessages.panelMarkdown }).locator('pre');

test.describe('editor: markdown source view', { tag: CLIENT_ONLY }, () => {
  test('write in the rich view, switch, edit the source, switch back, undo', async ({ page, consoleErrors: _ }) => {
    const editor = await emptyEditor(page);
    await page.keyboard.type('Hello ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('world');

    await viewButton(page, editorSourceViewMessages.source).click();
    const source = page.getByRole('textbox', { name: editorSourceViewMessages.sourceLabel });
    await expect(source).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(viewButton(page, editorSourceViewMessages.source)).toHaveAttribute('aria-pressed', 'true');
    await expect(source).toHaveText('Hello **world**');

    // The cursor stayed after "world": typing continues there.
    await page.keyboard.type(' more');
    await expect(source).toHaveText('Hello **world more**');
    // The source's own history: undo takes back what was typed in it.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(source).toHaveText('Hello **world**');

    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Footnote [^1] and $x$ stay as text');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- one');
    // The forms follow the source while it is shown.
    await expect(markdownPanel(page)).toContainText('Footnote [^1] and $x$ stay as text');

    await page.keyboard.press('Control+Alt+u');
    await expect(source).toBeHidden();
    await expect(editor).toBeVisible();
    await expect(viewButton(page, editorSourceViewMessages.rich)).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('world');
    await expect(editor.locator('p').nth(1)).toHaveText('Footnote [^1] and $x$ stay as text');
    await expect(editor.locator('ul > li')).toHaveText('one');
    // The cursor came back to where it was in the source: typing goes on after "one".
    await page.keyboard.type('!');
    await expect(editor.locator('ul > li')).toHaveText('one!');

    // The rich view's history: the typed "!", then the whole source edit, one step each.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(editor.locator('ul > li')).toHaveText('one');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(editor.locator('ul')).toHaveCount(0);
    await expect(editor).toHaveText('Hello world');

    // Back in the source, it shows the document as it is now.
    await page.keyboard.press('Control+Alt+u');
    await expect(source).toHaveText('Hello **world**');
  });
});
