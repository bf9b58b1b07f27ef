import { test, expect, isPlane, mockLog, openPage } from './fixtures';
import { actAs } from './acting-role';
import { editorImageSrc, editorImageUpload } from './uploaded-files';
import { pressCaretKey } from './caret';
import { runSlashCommand } from './editor-page';
import { aiMessages, descriptionMessages, editorMessages, editorSlashMessages, linkMessages, routeMessages } from '../../src/domain/messages';

/**
 * A new user's first visit, start to finish, as issue 9 describes it: from the overview to the
 * demo issue, a description with a mention and an image saved through the API, a link, the AI,
 * the activity, then a role and a scenario switch. Any console error fails the test. On Plane the
 * overview's links are the signed-in person's own workspace, found on the server.
 */

/** A real 2x2 PNG: the mock checks the bytes, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBkYGBgYAAAiBAIBfQEGqAAAAABJRU5ErkJggg==', 'base64');

test('a new user writes a description with a mention and an image, adds a link, asks the AI, switches role and scenario', async ({ page, paths, consoleErrors: _ }) => {
  test.slow();
  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: new RegExp(paths.issue('issue-web-0001').replace(/\/$/, '')) }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Ship the shared dialogs' })).toBeVisible();

  // The description: a new paragraph with a mention of Grace and an uploaded image.
  const editor = page.getByRole('textbox', { name: descriptionMessages.heading });
  await editor.click();
  // The demo description ends with a code block: ArrowDown at its end leaves it for a new paragraph.
  await pressCaretKey(page, 'ControlOrMeta+End');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('Review with @gr');
  const members = page.getByRole('listbox', { name: editorMessages.mentionListLabel });
  await expect(members.getByRole('option', { name: 'grace', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(editor.locator('.mention', { hasText: '@grace' })).toBeVisible();
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await runSlashCommand(page, editorSlashMessages.image.title);
  await (await chooser).setFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
  const image = editor.locator('.image-block img');
  await expect(image).toHaveAttribute('src', editorImageSrc());
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  await page.getByRole('button', { name: descriptionMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${descriptionMessages.saved}$`) })).toBeVisible();
  const calls = (await mockLog(page)).map((entry) => `${entry.method} ${entry.path}`);
  expect(calls).toContain(editorImageUpload(paths, 'project-0001'));
  expect(calls).toContain(`PATCH ${paths.apiProject('project-0001', `issues/${paths.id('issue-web-0001')}/`)}`);

  // A link through the link form.
  await page.getByRole('button', { name: linkMessages.addLinkButton }).click();
  const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
  await dialog.getByLabel(linkMessages.urlLabel).fill('https://example.com/spec');
  await dialog.getByLabel(linkMessages.titleLabel).fill('Spec draft');
  await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy link Spec draft' })).toBeVisible();

  // The AI assistant answers into the description.
  await editor.click();
  await page.getByRole('button', { name: aiMessages.trigger }).click();
  await page.getByPlaceholder(aiMessages.taskPlaceholderWithPrompt).fill('Summarise the plan');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: aiMessages.useResponse }).click();
  await expect(page.getByText(descriptionMessages.unsaved)).toBeVisible();
  // The AI is asked about the text, not its markdown: no "##" or "**" comes back into the page.
  await expect(editor).not.toContainText('##');
  await expect(editor).not.toContainText('**');
  // Saved at once (within the editor's change debounce): still "Saved", not a false "Unsaved changes".
  await page.getByRole('button', { name: descriptionMessages.save }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${descriptionMessages.saved}$`) })).toBeVisible();

  // The saved description survives a reload, with the mention and the image.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const reloaded = page.getByRole('textbox', { name: descriptionMessages.heading });
  await expect(reloaded.locator('.mention', { hasText: '@grace' })).toBeVisible();
  await expect(reloaded.locator('.image-block img')).toHaveAttribute('src', editorImageSrc());

  // The activity feed of the issue is there.
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();

  // Switch to a guest.
  await actAs(page, 'guest');
  await page.waitForLoadState('networkidle');
  if (isPlane()) {
    // Plane shows a guest only the issues they created (app/views/issue/base.py:298-309 at 4ca6d6c7): the
    // page says so with the server's reason and the way back, and shows none of the issue.
    await expect(page.getByRole('heading', { level: 1, name: routeMessages.notAllowed.issue })).toBeVisible();
    await expect(page.getByText('You are not allowed to view this issue')).toBeVisible();
    await expect(page.getByRole('link', { name: routeMessages.backToProject('Web App') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).toHaveCount(0);
    await actAs(page, 'member');
  } else {
    // The spec's guest reads the page read-only (no Save, no Delete, no "+ Add link").
    await expect(page).toHaveURL(/[?&]role=guest/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ship the shared dialogs' })).toBeVisible();
    await expect(page.getByRole('button', { name: linkMessages.addLinkButton })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete WEB-/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).toHaveAttribute('contenteditable', 'false');
  }

  // A scenario from the header reloads the page under it.
  await page.locator('#scenario-select').selectOption('slow-network');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/[?&]scenario=slow-network/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ship the shared dialogs' })).toBeVisible();
});
