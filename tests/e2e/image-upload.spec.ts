import { test, expect, openPage, CLIENT_ONLY } from './fixtures';
import { discardMessages, toastTitle, uploadMessages } from '../../src/domain/messages';
import { assetDeletePath, uploadedImageSrc } from './uploaded-files';
import { chooseFile, dropFile, dropZone, files, expectImageDisplays, mockLog, sixMegabytePng } from './media-helpers';
import { openDemoByKeyboard, tabTo } from './keyboard';

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('image upload dialog', () => {
  test('uploads a real PNG as the avatar, which then displays; a replacement deletes the old file', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(uploadMessages.supportedFormats)).toBeVisible();
    await expect(dialog.getByRole('button', { name: uploadMessages.submit })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: uploadMessages.remove })).toBeDisabled();

    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.dropHere }), files.avatar);
    const preview = dialog.getByRole('img', { name: `${uploadMessages.chosenImage}: avatar.png` });
    await expect(preview).toBeVisible();
    await expectImageDisplays(preview);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, uploadMessages.uploaded)).toContainText(toastTitle.success);
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toHaveAttribute('src', uploadedImageSrc());
    await expectImageDisplays(avatar);
    const first = (await avatar.getAttribute('src'))!;

    // Replace it: the current image shows with its Edit badge, Remove is now possible.
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(dialog.getByRole('img', { name: uploadMessages.currentImage })).toBeVisible();
    await expect(dialog.getByRole('button', { name: uploadMessages.remove })).toBeEnabled();
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.edit }), files.avatar2);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(avatar).not.toHaveAttribute('src', first);
    await expectImageDisplays(avatar);

    await expect.poll(async () => (await mockLog(page)).filter((e) => e.method === 'DELETE').map((e) => e.path)).toEqual([
      assetDeletePath('user', first, paths),
    ]);

    // The avatar survives a reload: the mock kept the user and the bytes.
    const second = (await avatar.getAttribute('src'))!;
    await page.reload();
    await expect(avatar).toHaveAttribute('src', second);
    await expectImageDisplays(avatar);
  });

  test('a 6 MB PNG and a GIF are refused with the SPEC messages; the chosen image stays', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    const zone = dialog.getByRole('button', { name: uploadMessages.dropHere });

    await chooseFile(page, zone, sixMegabytePng());
    await expect(dialog.getByRole('alert')).toHaveText(uploadMessages.tooLarge);
    await expect(dialog.getByRole('button', { name: uploadMessages.submit })).toBeDisabled();

    await chooseFile(page, zone, files.gif);
    await expect(dialog.getByRole('alert')).toHaveText(uploadMessages.invalidFormat);

    await chooseFile(page, zone, files.avatar);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.edit }), files.gif);
    await expect(dialog.getByRole('alert')).toHaveText(uploadMessages.invalidFormat);
    await expect(dialog.getByRole('img', { name: `${uploadMessages.chosenImage}: avatar.png` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: uploadMessages.submit })).toBeEnabled();
    expect((await mockLog(page)).some((e) => e.method === 'POST')).toBe(false);
  });

  test('a dragged file shows "Drop image here to upload", and dropping it chooses it', { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    await expect(dialog.getByRole('button', { name: uploadMessages.dropHere })).toBeVisible();
    await dropFile(page, dropZone(dialog), files.avatar, 'image/png', { drop: false });
    await expect(dialog.getByRole('button', { name: uploadMessages.dropping })).toBeVisible();
    await dropFile(page, dropZone(dialog), files.avatar);
    await expect(dialog.getByRole('img', { name: `${uploadMessages.chosenImage}: avatar.png` })).toBeVisible();
    await dropFile(page, dropZone(dialog), files.gif, 'image/gif');
    await expect(dialog.getByRole('alert')).toHaveText(uploadMessages.invalidFormat);
  });

  test('uploading shows "Uploading..." and progress; a failure toasts the server text and keeps the file', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/?scenario=slow-network');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.dropHere }), files.avatar);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(dialog.getByRole('button', { name: uploadMessages.submitting })).toBeDisabled();
    await expect(dialog.getByRole('progressbar', { name: uploadMessages.submitting })).toBeVisible();
    // An upload can always be stopped: Cancel stays enabled and takes the focus.
    await expect(dialog.getByRole('button', { name: uploadMessages.cancel })).toBeFocused();
    await expect(dialog).toBeHidden({ timeout: 15_000 });

    await page.getByLabel('Scenario').selectOption('upload-fails');
    await page.waitForURL(/scenario=upload-fails/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open demo' }).click();
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.edit }), files.avatar2);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(toast(page, 'The asset could not be stored.')).toContainText(toastTitle.error);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${uploadMessages.chosenImage}: avatar-2.png` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: uploadMessages.submit })).toBeEnabled();
  });

  test('a running upload stops on Cancel and on Escape: nothing is saved and no error shows', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/?scenario=slow-network');
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    const src = async () => ((await avatar.count()) ? avatar.getAttribute('src') : null);
    const before = await src();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    for (const stop of ['Cancel', 'Escape'] as const) {
      await page.getByRole('button', { name: 'Open demo' }).click();
      await chooseFile(page, dropZone(dialog), files.avatar);
      await dialog.getByRole('button', { name: uploadMessages.submit }).click();
      await expect(dialog.getByRole('progressbar', { name: uploadMessages.submitting })).toBeVisible();
      if (stop === 'Cancel') await dialog.getByRole('button', { name: uploadMessages.cancel }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    // Past the 1.5 s the upload would have taken: nothing was saved, nothing was said.
    await page.waitForTimeout(2500);
    expect(await src()).toBe(before);
    expect((await mockLog(page)).filter((e) => e.method === 'PATCH')).toEqual([]);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(dialog.getByRole('button', { name: uploadMessages.submit })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  });

  test('workspace logo: upload, then Remove deletes the file and clears the logo', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/');
    await page.getByRole('button', { name: 'Change workspace logo' }).click();
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.dropHere }), files.avatar);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(dialog).toBeHidden();
    const logo = page.getByRole('img', { name: 'Workspace logo' });
    await expectImageDisplays(logo);
    const uploaded = (await logo.getAttribute('src'))!;

    await page.getByRole('button', { name: 'Change workspace logo' }).click();
    await dialog.getByRole('button', { name: uploadMessages.remove }).click();
    await expect(toast(page, uploadMessages.workspacePictureRemoved)).toContainText(toastTitle.success);
    await expect(dialog).toBeHidden();
    await expect(logo).toHaveCount(0);
    const deletes = (await mockLog(page)).filter((e) => e.method === 'DELETE').map((e) => e.path);
    expect(deletes).toEqual([assetDeletePath('workspace', uploaded, paths)]);
  });

  test('keyboard only: open, choose a file, upload, and Escape asks before dropping a chosen file', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/');
    // Listen first: turning on file-chooser interception takes a round trip to the browser.
    const chooser = page.waitForEvent('filechooser');
    const opener = await openDemoByKeyboard(page);
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    await expect(dialog).toBeVisible();

    const zone = dialog.getByRole('button', { name: uploadMessages.dropHere });
    await expect(zone).toBeFocused();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(files.avatar);
    await expect(dialog.getByRole('img', { name: `${uploadMessages.chosenImage}: avatar.png` })).toBeVisible();

    // Escape with a chosen file asks first; "Keep editing" keeps everything.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: discardMessages.title });
    await expect(ask).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(dialog.getByRole('img', { name: `${uploadMessages.chosenImage}: avatar.png` })).toBeVisible();

    // Focus stays inside the dialog; Tab reaches Upload & Save (Remove is disabled, so it is skipped).
    await tabTo(page, dialog.getByRole('button', { name: uploadMessages.submit }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectImageDisplays(page.getByRole('img', { name: 'Your avatar' }));
  });
});
