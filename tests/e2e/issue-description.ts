import type { Locator, Page } from '@playwright/test';
import { descriptionMessages } from '../../src/domain/messages';
import { pressCaretKey } from './caret';

/** Types a new last paragraph into the issue page's description; returns the description's editor. */
export async function addToDescription(page: Page, text: string): Promise<Locator> {
  const editor = page.getByRole('textbox', { name: descriptionMessages.heading });
  await editor.click();
  await pressCaretKey(page, 'ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  return editor;
}
