import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createLinksModel } from '../../../src/models/links';
import { linkMessages, toastTitle } from '../../../src/domain/messages';
import { forkRecordingToasts } from '../../helpers/toast-scope';

const owner = { kind: 'issue' as const, workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' };
const moduleOwner = { kind: 'module' as const, workspaceSlug: 'acme', projectId: 'project-0001', moduleId: 'module-1-0001' };

function setup(o: typeof owner | typeof moduleOwner = owner) {
  const model = createLinksModel(o);
  return { model, ...forkRecordingToasts() };
}

describe('links model against the mock API', () => {
  it('loads the owner links', async () => {
    const { model, scope } = setup();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$links).map((l) => l.title)).toEqual(['Milkdown docs', null]);
  });

  it('creates a link, closes the form and announces success', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.mounted, { scope });
    await allSettled(model.createRequested, { scope });
    expect(scope.getState(model.$form).open).toBe(true);
    await allSettled(model.submitted, { scope, params: { url: 'https://plane.so', title: 'Plane' } });
    expect(scope.getState(model.$links).at(-1)).toMatchObject({ url: 'https://plane.so', title: 'Plane' });
    expect(scope.getState(model.$form).open).toBe(false);
    expect(toasts).toContainEqual({ type: 'success', message: linkMessages.createdDescription });
  });

  it('a 400 from the server keeps the form open and shows the server text', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.createRequested, { scope });
    await allSettled(model.submitted, { scope, params: { url: 'https://', title: 'kept' } });
    expect(scope.getState(model.$form).open).toBe(true);
    expect(scope.getState(model.$submitting)).toBe(false);
    expect(toasts).toContainEqual({ type: 'error', message: 'Enter a valid URL.' });
  });

  it('a failure without server text falls back to the generic message', async () => {
    server.use(http.post('*/issue-links/', () => new HttpResponse('oops', { status: 502 })));
    const { model, scope, toasts } = setup();
    await allSettled(model.createRequested, { scope });
    await allSettled(model.submitted, { scope, params: { url: 'https://plane.so', title: '' } });
    expect(toasts).toContainEqual({ type: 'error', message: 'Something went wrong. Please try again.' });
    expect(toastTitle.error).toBe('Error!');
  });

  it('edits a link with the update call and module wording', async () => {
    const { model, scope, toasts } = setup(moduleOwner);
    await allSettled(model.mounted, { scope });
    const link = scope.getState(model.$links)[0];
    await allSettled(model.editRequested, { scope, params: link });
    expect(scope.getState(model.$form)).toMatchObject({ mode: 'edit', initial: { url: link.url, title: 'Design spec' } });
    await allSettled(model.submitted, { scope, params: { url: 'https://example.com/v2', title: 'Spec v2' } });
    expect(scope.getState(model.$links)[0]).toMatchObject({ id: link.id, url: 'https://example.com/v2', title: 'Spec v2' });
    expect(toasts).toContainEqual({ type: 'success', message: linkMessages.moduleUpdated });
  });

  it('deletes only after confirmation', async () => {
    const { model, scope } = setup();
    await allSettled(model.mounted, { scope });
    const [first] = scope.getState(model.$links);
    await allSettled(model.deleteRequested, { scope, params: first });
    expect(scope.getState(model.$links)).toHaveLength(2);
    await allSettled(model.deleteConfirmed, { scope });
    expect(scope.getState(model.$links).map((l) => l.id)).not.toContain(first.id);
    expect(scope.getState(model.$pendingDelete)).toBeNull();
  });

  it('resets the form 500 ms after closing, not before', async () => {
    const { model, scope } = setup();
    const link = { id: 'x', url: 'https://a.io', title: 'A', created_by: 'u', created_at: '' };
    await allSettled(model.editRequested, { scope, params: link });
    const started = performance.now();
    const closing = allSettled(model.formClosed, { scope });
    expect(scope.getState(model.$form)).toMatchObject({ open: false, mode: 'edit', initial: { url: 'https://a.io' } });
    await closing;
    expect(performance.now() - started).toBeGreaterThanOrEqual(490);
    expect(scope.getState(model.$form)).toMatchObject({ open: false, mode: 'create', initial: { url: '', title: '' } });
  });
});
