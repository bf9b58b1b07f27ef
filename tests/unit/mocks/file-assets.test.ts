import { describe, expect, it } from 'vitest';
import { smallPng, tinyGif } from '../../helpers/images';
import { uploadMessages } from '../../../src/domain/messages';
import { withNodeMultipart } from '../../helpers/node-multipart';

withNodeMultipart();

/** The file-asset handlers through msw/node, as a client would call them. */

async function upload(path: string, file: Blob | null, name = 'avatar.png', attributes?: string) {
  const body = new FormData();
  if (file) body.append('asset', file, name);
  if (attributes !== undefined) body.append('attributes', attributes);
  return fetch(path, { method: 'POST', body });
}

const png = () => new Blob([new Uint8Array(smallPng())], { type: 'image/png' });

async function log(): Promise<Array<{ method: string; path: string }>> {
  return (await fetch('/api/__mock__/log/')).json();
}

describe('file assets', () => {
  it('stores a user upload and serves the same bytes back at the returned URL', async () => {
    const bytes = smallPng();
    const response = await upload('/api/users/file-assets/', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png', '{"name":"me.png"}');
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.asset).toMatch(/^http:\/\/localhost:3000\/uploads\/default\/asset-[a-z0-9]+\.png$/);
    expect(body.attributes).toEqual({ name: 'me.png' });

    const served = await fetch(body.asset);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores a workspace upload, typed by its bytes rather than its name', async () => {
    const response = await upload('/api/workspaces/acme/file-assets/', png(), 'renamed.jpg');
    expect(response.status).toBe(201);
    expect((await response.json()).asset).toMatch(/\.png$/);
    expect((await upload('/api/workspaces/nope/file-assets/', png())).status).toBe(404);
  });

  it('refuses a missing file, an empty file, a non-image, bad attributes and a non-multipart body', async () => {
    const missing = await upload('/api/users/file-assets/', null);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ asset: ['No file was submitted.'] });
    expect((await upload('/api/users/file-assets/', new Blob([]))).status).toBe(400);
    const text = await upload('/api/users/file-assets/', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    expect(text.status).toBe(400);
    expect((await text.json()).asset[0]).toMatch(/not an image/);
    expect((await upload('/api/users/file-assets/', png(), 'a.png', '[1]')).status).toBe(400);
    const json = await fetch('/api/users/file-assets/', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
  });

  it('answers 413 over the file size limit', async () => {
    const big = new Uint8Array(5_242_881);
    big.set(smallPng());
    const response = await upload('/api/users/file-assets/', new Blob([big], { type: 'image/png' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: uploadMessages.tooLarge });
  });

  it('accepts GIF and SVG (the editor may send them) and serves SVG under a strict policy', async () => {
    const gif = await (await upload('/api/workspaces/acme/file-assets/', new Blob([new Uint8Array(tinyGif())], { type: 'image/gif' }), 'a.gif')).json();
    expect(gif.asset).toMatch(/\.gif$/);
    const svgText = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    const svg = await (await upload('/api/workspaces/acme/file-assets/', new Blob([svgText], { type: 'image/svg+xml' }), 'a.svg')).json();
    const served = await fetch(svg.asset);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await served.text()).toBe(svgText);
  });

  it('deletes a user asset by its last URL segment, with or without the trailing slash', async () => {
    const { asset } = await (await upload('/api/users/file-assets/', png())).json();
    const assetId = asset.split('/').pop();
    expect((await fetch(`/api/users/file-assets/${assetId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`/api/users/file-assets/${assetId}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch('/api/users/file-assets/asset-missing.png', { method: 'DELETE' })).status).toBe(404);
    expect(await log()).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/api/users/file-assets/${assetId}` }));
  });

  it('deletes a workspace asset by workspace id and asset id, and not through another workspace', async () => {
    const { asset } = await (await upload('/api/workspaces/acme/file-assets/', png())).json();
    const assetId = asset.split('/').pop();
    expect((await fetch(`/api/workspaces/file-assets/ws-other/${assetId}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`/api/workspaces/file-assets/ws-acme/${assetId}/`, { method: 'DELETE' })).status).toBe(204);
    const user = await (await upload('/api/users/file-assets/', png())).json();
    expect((await fetch(`/api/workspaces/file-assets/ws-acme/${user.asset.split('/').pop()}/`, { method: 'DELETE' })).status).toBe(404);
  });

  it('deletes and restores by path, tolerating the forms an editor may send', async () => {
    const { asset } = await (await upload('/api/workspaces/acme/file-assets/', png())).json();
    const path = new URL(asset).pathname.slice(1);
    expect((await fetch(`/api/workspaces/file-assets/${path}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`/api/workspaces/file-assets/${path}/restore/`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`/api/workspaces/file-assets/${path}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`/api/workspaces/file-assets/${encodeURIComponent(path)}/restore/`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`/api/workspaces/file-assets/uploads/default/asset-nope.png/`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`/api/workspaces/file-assets/${path}/other/`, { method: 'POST' })).status).toBe(404);
    // Soft-deleted files keep serving, so an undo in the editor shows the image at once.
    expect((await fetch(asset)).status).toBe(200);
  });

  it('the editor\'s path delete and restore never reach a file the caller does not own (a path, a bare id, a foreign URL)', async () => {
    const avatar = (await (await upload('/api/users/file-assets/', png())).json()).asset as string;
    const avatarPath = new URL(avatar).pathname.slice(1);
    const avatarId = avatarPath.split('/').pop()!.replace(/\.png$/, '');
    const foreign = (url: string) => url.replace(new URL(url).origin, 'https://evil.example');
    for (const reference of [avatarPath, avatarId, `${avatarId}.png`, encodeURIComponent(avatar), encodeURIComponent(foreign(avatar))]) {
      expect((await fetch(`/api/workspaces/file-assets/${reference}/`, { method: 'DELETE' })).status, reference).toBe(404);
      expect((await fetch(`/api/workspaces/file-assets/${reference}/restore/`, { method: 'POST' })).status, reference).toBe(404);
    }
    // The avatar is untouched: its owner can still delete it by the user route.
    expect((await fetch(`/api/users/file-assets/${avatarId}.png`, { method: 'DELETE' })).status).toBe(204);

    const image = (await (await upload('/api/workspaces/acme/file-assets/', png())).json()).asset as string;
    expect((await fetch(`/api/workspaces/file-assets/${encodeURIComponent(foreign(image))}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`/api/workspaces/file-assets/${encodeURIComponent(image)}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`/api/workspaces/file-assets/${new URL(image).pathname.slice(1)}/restore/`, { method: 'POST' })).status).toBe(204);
  });

  it('the upload-fails scenario answers with its server text', async () => {
    const body = new FormData();
    body.append('asset', png(), 'a.png');
    const response = await fetch('/api/users/file-assets/', { method: 'POST', body, headers: { 'x-mock-scenario': 'upload-fails' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'The asset could not be stored.' });
  });

  it('serves nothing for an unknown data set or file', async () => {
    expect((await fetch('/uploads/nope/asset-1.png')).status).toBe(404);
    expect((await fetch('/uploads/default/asset-1.png')).status).toBe(404);
  });
});
