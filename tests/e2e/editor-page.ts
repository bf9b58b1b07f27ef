import { expect, type Locator, type Page } from '@playwright/test';
import { apiFetch, openPage } from './fixtures';
import { descriptionMessages, editorMessages } from '../../src/domain/messages';

/** Where the editor and viewer pages read and save their document. */
export const DEMO_DOCUMENT_PATH = '/api/workspaces/acme/demo-documents/editor-demo/';

/**
 * Stores the demo document where the pages read it: through the page in mocked mode (the mock's
 * worker keeps the tab's data), on the real server in this test's namespace otherwise.
 */
export async function storeDemoDocument(page: Page, document: Record<string, unknown>) {
  const { status } = await apiFetch(page, DEMO_DOCUMENT_PATH, { method: 'PUT', json: document });
  expect(status, 'the demo document is stored').toBe(200);
}

/** The editor page (with an optional query such as "?scenario=...") holding an empty document, the cursor in it. */
export const emptyEditor = (page: Page, query = ''): Promise<Locator> => emptied(page, `/components/editor/${query}`, editorMessages.editorLabel);

/**
 * An issue's description on its page (with an optional query), emptied, the cursor in it: where
 * Plane keeps what an editor writes (description_html) and the images put in it (its presigned
 * assets, filed under the issue's project), while the editor demo's document has nowhere to go.
 */
export const emptyDescription = (page: Page, issuePath: string, query = ''): Promise<Locator> =>
  emptied(page, `${issuePath}${query}`, descriptionMessages.heading);

/**
 * Types `/title` and chooses it with Enter once the slash menu shows it as the active option, as a
 * reader does. A command that opens the file chooser must run within the key press's user
 * activation: an Enter typed before the menu had loaded is replayed later, and on a busy machine
 * Chromium may no longer count it as the reader's.
 */
export async function runSlashCommand(page: Page, title: string) {
  await page.keyboard.type(`/${title}`);
  const listbox = page.getByRole('listbox', { name: editorMessages.slashMenuLabel });
  await expect(listbox.getByRole('option', { name: new RegExp(`^${title}`) }).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

/** The editor named `name` on the page at `path`, everything in it selected and deleted: one empty block left. */
async function emptied(page: Page, path: string, name: string): Promise<Locator> {
  await openPage(page, path);
  const editor = page.getByRole('textbox', { name });
  await expect(editor).toBeVisible();
  await clearEditor(page, editor);
  return editor;
}

/** Empties an open editor as a reader does (select all, Backspace), the cursor left in its one empty line. */
export async function clearEditor(page: Page, editor: Locator) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(editor.locator('> *')).toHaveCount(1);
  await expect(editor).toHaveText('');
}

/** Saves the description and waits for the page to say so. */
export async function saveDescription(page: Page) {
  await page.getByRole('button', { name: descriptionMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${descriptionMessages.saved}$`) })).toBeVisible();
}
