import type { Locator, Page } from '@playwright/test';
import { expect, openPage } from './fixtures';
import { editorMessages } from '../../src/domain/messages';

/** The editor page (with an optional query such as "?scenario=...") holding an empty document, the cursor in it. */
export async function emptyEditor(page: Page, query = ''): Promise<Locator> {
  await openPage(page, `/components/editor/${query}`);
  const editor = page.getByRole('textbox', { name: editorMessages.editorLabel });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(editor.locator('p')).toHaveCount(1);
  return editor;
}
