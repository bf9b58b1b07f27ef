import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createImageUploadModel, type ImageTarget } from '../../../src/models/image-upload';
import { uploadMessages } from '../../../src/domain/messages';
import { smallPng } from '../../helpers/images';
import { withNodeMultipart } from '../../helpers/node-multipart';
import { forkRecordingToasts } from '../../helpers/toast-scope';

withNodeMultipart();

function setup(target: ImageTarget = { kind: 'avatar' }) {
  const model = createImageUploadModel(target);
  return { model, ...forkRecordingToasts() };
}

const png = (name = 'avatar.png') => new File([new Uint8Array(smallPng())], name, { type: 'image/png' });
const log = async (): Promise<Array<{ method: string; path: string }>> => (await fetch('/api/__mock__/log/')).json();

async function chooseAndUpload({ model, scope }: ReturnType<typeof setup>, file = png()) {
  await allSettled(model.opened, { scope });
  await allSettled(model.slot.filesDropped, { scope, params: { accepted: [file], rejectionCodes: [] } });
  await allSettled(model.submitted, { scope });
}

describe('image upload model against the mock API', () => {
  it('uploads the avatar, saves it on the user and closes', async () => {
    const ctx = setup();
    await allSettled(ctx.model.mounted, { scope: ctx.scope });
    expect(ctx.scope.getState(ctx.model.$current).url).toBeNull();
    await chooseAndUpload(ctx);
    const url = ctx.scope.getState(ctx.model.$current).url!;
    expect(url).toMatch(/\/uploads\/default\/asset-.+\.png$/);
    expect((await (await fetch('/api/users/me/')).json()).avatar).toBe(url);
    expect(ctx.scope.getState(ctx.model.$open)).toBe(false);
    expect(ctx.scope.getState(ctx.model.slot.$file)).toBeNull();
    expect(ctx.toasts).toContainEqual({ type: 'success', message: uploadMessages.uploaded });
  });

  it('after a replacement deletes the old asset with the user delete call', async () => {
    const ctx = setup();
    await allSettled(ctx.model.mounted, { scope: ctx.scope });
    await chooseAndUpload(ctx);
    const first = ctx.scope.getState(ctx.model.$current).url!;
    await chooseAndUpload(ctx, png('second.png'));
    const second = ctx.scope.getState(ctx.model.$current).url!;
    expect(second).not.toBe(first);
    const deletes = (await log()).filter((entry) => entry.method === 'DELETE');
    expect(deletes.map((d) => d.path)).toEqual([`/api/users/file-assets/${first.split('/').pop()}`]);
  });

  it('replaces a workspace logo and deletes the old one by workspace id and asset id', async () => {
    const ctx = setup({ kind: 'workspace-logo', workspaceSlug: 'acme' });
    await allSettled(ctx.model.mounted, { scope: ctx.scope });
    await chooseAndUpload(ctx);
    const first = ctx.scope.getState(ctx.model.$current).url!;
    await chooseAndUpload(ctx);
    expect((await (await fetch('/api/workspaces/acme/')).json()).logo).toBe(ctx.scope.getState(ctx.model.$current).url);
    expect((await log()).filter((e) => e.method === 'DELETE').map((e) => e.path)).toEqual([
      `/api/workspaces/file-assets/ws-acme/${first.split('/').pop()}/`,
    ]);
  });

  it('refuses a bad drop with the right sentence and keeps the file chosen before', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    const file = png();
    await allSettled(model.slot.filesDropped, { scope, params: { accepted: [file], rejectionCodes: [] } });
    await allSettled(model.slot.filesDropped, { scope, params: { accepted: [], rejectionCodes: ['file-too-large'] } });
    expect(scope.getState(model.slot.$error)).toBe(uploadMessages.tooLarge);
    expect(scope.getState(model.slot.$file)).toBe(file);
    await allSettled(model.slot.filesDropped, { scope, params: { accepted: [], rejectionCodes: ['file-invalid-type'] } });
    expect(scope.getState(model.slot.$error)).toBe(uploadMessages.invalidFormat);
    await allSettled(model.closed, { scope });
    expect(scope.getState(model.slot.$file)).toBeNull();
    expect(scope.getState(model.slot.$error)).toBeNull();
  });

  it('does nothing on submit without a file', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.submitted, { scope });
    expect((await log()).some((e) => e.method === 'POST')).toBe(false);
  });

  it('a failed upload toasts the server text and keeps the dialog and the file', async () => {
    server.use(http.post('*/api/users/file-assets/', () => HttpResponse.json({ error: 'Disk full.' }, { status: 507 })));
    const ctx = setup();
    await chooseAndUpload(ctx);
    expect(ctx.toasts).toContainEqual({ type: 'error', message: 'Disk full.' });
    expect(ctx.scope.getState(ctx.model.$open)).toBe(true);
    expect(ctx.scope.getState(ctx.model.slot.$file)).not.toBeNull();
    expect(ctx.scope.getState(ctx.model.$busy)).toBe(false);
  });

  it('falls back to the generic sentence without server text', async () => {
    server.use(http.post('*/api/users/file-assets/', () => new HttpResponse('<html>oops</html>', { status: 502 })));
    const ctx = setup();
    await chooseAndUpload(ctx);
    expect(ctx.toasts).toContainEqual({ type: 'error', message: 'Something went wrong. Please try again.' });
  });

  // Issue 17 item 16: SPEC's upload sentence whatever the transport did, never the transport's own.
  it.each<[string, () => Response]>([
    ['a malformed upload answer', () => HttpResponse.json({ url: 'x' }, { status: 201 })],
    ['an unreadable upload answer', () => new HttpResponse('{"asset', { status: 201, headers: { 'Content-Type': 'application/json' } })],
    ['a failed connection', () => HttpResponse.error()],
  ])('%s is an error, not a crash, in SPEC\'s words', async (_name, answer) => {
    server.use(http.post('*/api/users/file-assets/', answer));
    const ctx = setup();
    await chooseAndUpload(ctx);
    expect(ctx.toasts).toContainEqual({ type: 'error', message: uploadMessages.failure });
    expect(ctx.scope.getState(ctx.model.$busy)).toBe(false);
  });

  it('when saving fails after the upload, the orphaned file is deleted', async () => {
    server.use(http.patch('*/api/users/me/', () => HttpResponse.json({ error: 'Profile locked.' }, { status: 423 })));
    const ctx = setup();
    await chooseAndUpload(ctx);
    expect(ctx.toasts).toContainEqual({ type: 'error', message: 'Profile locked.' });
    expect((await log()).filter((e) => e.method === 'DELETE')).toHaveLength(1);
  });

  it('Remove deletes the file, clears the image and says so', async () => {
    const ctx = setup({ kind: 'workspace-logo', workspaceSlug: 'acme' });
    await allSettled(ctx.model.mounted, { scope: ctx.scope });
    await chooseAndUpload(ctx);
    await allSettled(ctx.model.removeRequested, { scope: ctx.scope });
    expect(ctx.scope.getState(ctx.model.$current).url).toBeNull();
    expect((await (await fetch('/api/workspaces/acme/')).json()).logo).toBeNull();
    expect(ctx.toasts).toContainEqual({ type: 'success', message: uploadMessages.workspacePictureRemoved });
  });

  it('reads the size limit from the config', async () => {
    server.use(http.get('*/api/configs/', () => HttpResponse.json({ file_size_limit: 1000 })));
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.slot.$limit)).toBe(1000);
    await allSettled(model.slot.filesDropped, { scope, params: { accepted: [png()], rejectionCodes: [] } });
    expect(scope.getState(model.slot.$error)).toBeNull();
    const bigger = new File([new Uint8Array(smallPng(256))], 'big.png', { type: 'image/png' });
    expect(bigger.size).toBeGreaterThan(1000);
    await allSettled(model.slot.filesDropped, { scope, params: { accepted: [bigger], rejectionCodes: [] } });
    expect(scope.getState(model.slot.$error)).toBe(uploadMessages.tooLarge);
  });
});
