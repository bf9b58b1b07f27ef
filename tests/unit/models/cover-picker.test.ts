import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createCoverPickerModel } from '../../../src/models/cover-picker';
import { coverMessages, uploadMessages } from '../../../src/domain/messages';
import { smallPng } from '../../helpers/images';
import { withNodeMultipart } from '../../helpers/node-multipart';
import { forkRecordingToasts } from '../../helpers/toast-scope';

withNodeMultipart();

function setup() {
  const model = createCoverPickerModel({ workspaceSlug: 'acme', projectId: 'project-0001' });
  return { model, ...forkRecordingToasts() };
}

const deletes = async () =>
  ((await (await fetch('/api/__mock__/log/')).json()) as Array<{ method: string; path: string }>).filter((e) => e.method === 'DELETE');
const projectCover = async () => (await (await fetch('/api/workspaces/acme/projects/project-0001/')).json()).cover_image;

async function uploadCover({ model, scope }: ReturnType<typeof setup>) {
  const file = new File([new Uint8Array(smallPng())], 'cover.png', { type: 'image/png' });
  await allSettled(model.tabChanged, { scope, params: 'upload' });
  await allSettled(model.slot.filesDropped, { scope, params: { accepted: [file], rejectionCodes: [] } });
  await allSettled(model.uploadSubmitted, { scope });
}

describe('cover picker model against the mock API', () => {
  it('opens on Unsplash with the catalogue and the built-in covers loaded', async () => {
    const { model, scope } = setup();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$value)).toBe('/fixtures/covers/1.svg');
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$tab)).toBe('unsplash');
    expect(scope.getState(model.$tabs)).toEqual(['unsplash', 'images', 'upload']);
    expect(scope.getState(model.$results)).toHaveLength(12);
    expect(scope.getState(model.$covers)).toHaveLength(6);
  });

  it('searches Unsplash with the query, and an empty answer is an empty grid', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.queryChanged, { scope, params: 'ocean' });
    await allSettled(model.searchSubmitted, { scope });
    expect(scope.getState(model.$results).map((r) => r.alt_description)).toEqual(['ocean waves on rocks']);
    await allSettled(model.queryChanged, { scope, params: 'zebra' });
    await allSettled(model.searchSubmitted, { scope });
    expect(scope.getState(model.$results)).toEqual([]);
    expect(scope.getState(model.$unsplashStatus)).toBe('ready');
  });

  it('a search sent while the first load is still on its way keeps its own answer', async () => {
    const { model, scope } = setup();
    // The first load (empty query) answers only after the search has, as a slow network can
    // deliver them; returning nothing hands each request on to the mock's own handler.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => { releaseFirst = resolve; });
    server.use(http.get('*/api/unsplash/', async ({ request }) => {
      if (!new URL(request.url).searchParams.get('query')) await firstHeld;
      else setTimeout(releaseFirst, 50);
    }));
    // allSettled waits for every call in flight, so the first two are only started.
    void allSettled(model.opened, { scope });
    void allSettled(model.queryChanged, { scope, params: 'ocean' });
    await allSettled(model.searchSubmitted, { scope });
    expect(scope.getState(model.$results).map((r) => r.alt_description)).toEqual(['ocean waves on rocks']);
    expect(scope.getState(model.$unsplashStatus)).toBe('ready');
  });

  it('choosing a picture sets the project cover, closes, and never deletes a stock picture', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.mounted, { scope });
    await allSettled(model.opened, { scope });
    const picture = scope.getState(model.$results)[2];
    await allSettled(model.imageChosen, { scope, params: picture.urls.regular });
    expect(await projectCover()).toBe('/fixtures/unsplash/3.svg');
    expect(scope.getState(model.$open)).toBe(false);
    expect(toasts).toContainEqual({ type: 'success', message: coverMessages.coverUpdated });
    await allSettled(model.imageChosen, { scope, params: '/fixtures/covers/4.svg' });
    expect(await deletes()).toEqual([]);
  });

  it('replacing an uploaded cover deletes the old upload', async () => {
    const ctx = setup();
    await allSettled(ctx.model.mounted, { scope: ctx.scope });
    await allSettled(ctx.model.opened, { scope: ctx.scope });
    await uploadCover(ctx);
    const uploaded = ctx.scope.getState(ctx.model.$value)!;
    expect(uploaded).toMatch(/\/uploads\/default\/asset-.+\.png$/);
    expect(await projectCover()).toBe(uploaded);
    await allSettled(ctx.model.opened, { scope: ctx.scope });
    await allSettled(ctx.model.imageChosen, { scope: ctx.scope, params: '/fixtures/covers/2.svg' });
    expect((await deletes()).map((d) => d.path)).toEqual([`/api/workspaces/file-assets/ws-acme/${uploaded.split('/').pop()}/`]);
  });

  it('hides Unsplash when its first load fails, without a toast', async () => {
    const { model, scope, toasts } = setup();
    server.use(http.get('*/api/unsplash/', () => HttpResponse.json({ error: 'Unsplash is not configured.' }, { status: 503 })));
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$tabs)).toEqual(['images', 'upload']);
    expect(scope.getState(model.$tab)).toBe('images');
    expect(toasts).toEqual([]);
  });

  it('a later failed search toasts and keeps the earlier results and the tab', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    server.use(http.get('*/api/unsplash/', () => HttpResponse.json({ error: 'Rate limit exceeded.' }, { status: 429 })));
    await allSettled(model.searchSubmitted, { scope });
    expect(scope.getState(model.$tabs)).toContain('unsplash');
    expect(scope.getState(model.$results)).toHaveLength(12);
    expect(toasts).toContainEqual({ type: 'error', message: 'Rate limit exceeded.' });
  });

  it('hides Images when the cover list is empty', async () => {
    const { model, scope } = setup();
    server.use(http.get('*/api/project-covers/', () => HttpResponse.json([])));
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$tabs)).toEqual(['unsplash', 'upload']);
  });

  it('upload errors are toasted (the reference only logged them)', async () => {
    const ctx = setup();
    await allSettled(ctx.model.opened, { scope: ctx.scope });
    server.use(http.post('*/api/workspaces/acme/file-assets/', () => new HttpResponse(null, { status: 500 })));
    await uploadCover(ctx);
    expect(ctx.toasts).toContainEqual({ type: 'error', message: uploadMessages.failure });
    expect(ctx.scope.getState(ctx.model.$open)).toBe(true);
  });

  it('a failed save toasts the server text and keeps the old cover', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.mounted, { scope });
    server.use(http.patch('*/api/workspaces/acme/projects/project-0001/', () => HttpResponse.json({ cover_image: ['Enter a valid URL.'] }, { status: 400 })));
    await allSettled(model.imageChosen, { scope, params: '/fixtures/covers/3.svg' });
    expect(toasts).toContainEqual({ type: 'error', message: 'Enter a valid URL.' });
    expect(scope.getState(model.$value)).toBe('/fixtures/covers/1.svg');
  });
});
