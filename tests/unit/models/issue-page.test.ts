import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createIssuePageModel } from '../../../src/models/issue-page';
import { descriptionMessages, genericError, issuePageMessages } from '../../../src/domain/messages';
import { writeDraft } from '../../../src/models/description-draft';
import { forkRecordingToasts } from '../../helpers/toast-scope';

const ref = { workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' };

function setup() {
  const model = createIssuePageModel(ref);
  return { model, ...forkRecordingToasts() };
}

/** The page opened on WEB-1: its model once the issue and what comes with it have loaded. */
async function opened() {
  const page = setup();
  await allSettled(page.model.opened, { scope: page.scope });
  return page;
}

describe('issue page model against the mock API', () => {
  it('loads the issue with its project, states and labels', async () => {
    const { model, scope } = await opened();
    expect(scope.getState(model.$issue)?.name).toBe('Ship the shared dialogs');
    expect(scope.getState(model.$project)?.identifier).toBe('WEB');
    expect(scope.getState(model.$states).length).toBeGreaterThan(0);
    expect(scope.getState(model.$loadError)).toBeNull();
  });

  it.each([
    ['an issue the project does not have', { ...ref, issueId: 'issue-web-9999' }, 'issue'],
    ['a project the workspace does not have (its issue is missing too)', { ...ref, projectId: 'project-9999' }, 'project'],
  ] as const)('%s is its not-found state, not a load error to retry', async (_, missingRef, missing) => {
    const model = createIssuePageModel(missingRef);
    const scope = fork();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$missing)?.missing).toBe(missing);
    expect(scope.getState(model.$loadError)).toBeNull();
    expect(scope.getState(model.$issue)).toBeNull();
  });

  it('an issue the server refuses (403) is its not-allowed state with the server\'s words, not a load error', async () => {
    server.use(http.get('*/issues/issue-web-0001/', () => HttpResponse.json({ error: 'Guests see only their own issues.' }, { status: 403 })));
    const { model, scope } = await opened();
    expect(scope.getState(model.$missing)).toMatchObject({ missing: 'issue', refusal: 'Guests see only their own issues.', project: { id: 'project-0001' } });
    expect(scope.getState(model.$loadError)).toBeNull();
    expect(scope.getState(model.$issue)).toBeNull();
  });

  it('a failure other than 404 is a load error to retry', async () => {
    server.use(http.get('*/issues/issue-web-0001/', () => HttpResponse.json({ error: 'Down for maintenance.' }, { status: 503 })));
    const { model, scope } = await opened();
    expect(scope.getState(model.$missing)).toBeNull();
    expect(scope.getState(model.$loadError)).toBe('Down for maintenance.');
  });

  it('the description starts from the loaded issue, with a draft kept in the browser read back', async () => {
    localStorage.clear();
    const clean = await opened();
    const serverHtml = clean.scope.getState(clean.model.$issue)!.description_html;
    expect(clean.scope.getState(clean.model.description.$current)).toBe(serverHtml);
    expect(clean.scope.getState(clean.model.description.$dirty)).toBe(false);

    writeDraft(ref.issueId, '<p>typed before the reload</p>');
    const drafted = await opened();
    expect(drafted.scope.getState(drafted.model.description.$current)).toBe('<p>typed before the reload</p>');
    expect(drafted.scope.getState(drafted.model.description.$status).text).toBe(descriptionMessages.unsaved);
    localStorage.clear();
  });

  it('a saved description becomes the baseline, exactly as sent', async () => {
    const { model, scope } = await opened();
    expect(scope.getState(model.description.$saved)).toBeNull();
    await allSettled(model.description.saveRequested, { scope, params: '<p>first</p>' });
    expect(scope.getState(model.description.$saveState)).toBe('saved');
    expect(scope.getState(model.description.$saved)).toBe('<p>first</p>');
    expect(scope.getState(model.$issue)?.description_html).toBe('<p>first</p>');
  });

  it('a failed save keeps the previous baseline and says why', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.description.saveRequested, { scope, params: '<p>kept</p>' });
    server.use(http.patch('*/issues/issue-web-0001/', () => HttpResponse.json({ error: 'Description is locked.' }, { status: 409 })));
    await allSettled(model.description.saveRequested, { scope, params: '<p>lost?</p>' });
    expect(scope.getState(model.description.$saveState)).toBe('failed');
    expect(scope.getState(model.description.$saved)).toBe('<p>kept</p>');
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Description is locked.' });
    expect(toasts.at(-1)?.message).not.toBe(genericError);
  });

  it('deleting asks first, then announces the deletion', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.deleteRequested, { scope });
    expect(scope.getState(model.$confirmingDelete)).toBe(true);
    await allSettled(model.deleteConfirmed, { scope });
    expect(scope.getState(model.$deleted)).toBe(true);
    expect(toasts).toContainEqual({ type: 'success', message: issuePageMessages.deletedToast });
  });
});
