import { readFileSync } from 'node:fs';
import { test, expect, openPage } from './fixtures';
import { uploadMessages } from '../../src/domain/messages';
import { chooseFile, files, imageDisplays } from './media-helpers';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 4390}`;

test.describe('image upload against the real HTTP mock server', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${API}/api/__mock__/reset/`);
  });

  test('an uploaded avatar is stored by the server and displays from it; a replacement deletes the old one', async ({ page, request, consoleErrors: _ }) => {
    await openPage(page, '/components/image-upload/');
    const dialog = page.getByRole('dialog', { name: uploadMessages.title });
    const avatar = page.getByRole('img', { name: 'Your avatar' });

    await page.getByRole('button', { name: 'Open demo' }).click();
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.dropHere }), files.avatar);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(dialog).toBeHidden();

    await expect(avatar).toHaveAttribute('src', new RegExp(`^${API}/uploads/default/asset-[a-z0-9]+\\.png$`));
    await expect.poll(() => imageDisplays(avatar)).toBe(true);
    const first = (await avatar.getAttribute('src'))!;

    // The bytes the server serves are the file's bytes, and the user record points at them.
    const served = await request.get(first);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(readFileSync(files.avatar))).toBe(true);
    expect((await (await request.get(`${API}/api/users/me/`)).json()).avatar).toBe(first);

    await page.getByRole('button', { name: 'Open demo' }).click();
    await chooseFile(page, dialog.getByRole('button', { name: uploadMessages.edit }), files.avatar2);
    await dialog.getByRole('button', { name: uploadMessages.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(avatar).not.toHaveAttribute('src', first);
    await expect.poll(() => imageDisplays(avatar)).toBe(true);

    await expect
      .poll(async () => ((await (await request.get(`${API}/api/__mock__/log/`)).json()) as Array<{ method: string; path: string }>)
        .filter((e) => e.method === 'DELETE').map((e) => e.path))
      .toEqual([`/api/users/file-assets/${first.split('/').pop()}`]);

    await page.reload();
    await expect.poll(() => imageDisplays(avatar)).toBe(true);
  });
});
