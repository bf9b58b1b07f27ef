import { beforeEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createIssuePageModel } from '../../../src/models/issue-page';
import { readDraft, writeDraft } from '../../../src/models/description-draft';
import { descriptionMessages } from '../../../src/domain/messages';
import { showToastFx } from '../../../src/models/toasts';

const ref = { workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' };
const SERVER = '<p>server</p>';

function setup() {
  const page = createIssuePageModel(ref);
  // The page owns its description model (started by the issue load; these tests start it themselves).
  const { description } = page;
  const scope = fork({ handlers: [[showToastFx, () => undefined]] });
  return { page, description, scope };
}

describe('issue description model', () => {
  beforeEach(() => localStorage.clear());

  it('opens clean: no draft, nothing to say', async () => {
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    expect(scope.getState(description.$dirty)).toBe(false);
    expect(scope.getState(description.$status).text).toBe('');
    expect(scope.getState(description.$showRestored)).toBe(false);
  });

  it('a change is unsaved and kept as a draft; changing back drops the draft', async () => {
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    await allSettled(description.changed, { scope, params: '<p>typed</p>' });
    expect(scope.getState(description.$status).text).toBe(descriptionMessages.unsaved);
    expect(readDraft(ref.issueId)?.html).toBe('<p>typed</p>');
    await allSettled(description.changed, { scope, params: SERVER });
    expect(scope.getState(description.$dirty)).toBe(false);
    expect(readDraft(ref.issueId)).toBeNull();
  });

  it('a kept draft opens the editor with it and says so; discarding returns to the server text', async () => {
    writeDraft(ref.issueId, '<p>draft</p>');
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    expect(scope.getState(description.$current)).toBe('<p>draft</p>');
    expect(scope.getState(description.$showRestored)).toBe(true);
    expect(scope.getState(description.$dirty)).toBe(true);
    await allSettled(description.draftDiscarded, { scope });
    expect(scope.getState(description.$current)).toBe(SERVER);
    expect(scope.getState(description.$showRestored)).toBe(false);
    expect(readDraft(ref.issueId)).toBeNull();
  });

  it('saving text newer than the last change event ends "Saved", not "Unsaved changes"', async () => {
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    await allSettled(description.changed, { scope, params: '<p>older</p>' });
    // The editor held newer text than its debounced change event had reported.
    await allSettled(description.saveRequested, { scope, params: '<p>newest</p>' });
    expect(scope.getState(description.$baseline)).toBe('<p>newest</p>');
    expect(scope.getState(description.$current)).toBe('<p>newest</p>');
    expect(scope.getState(description.$status).text).toBe(descriptionMessages.saved);
    expect(readDraft(ref.issueId)).toBeNull();
  });

  it('typing during a save stays unsaved afterwards', async () => {
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    const saving = allSettled(description.saveRequested, { scope, params: '<p>sent</p>' });
    await allSettled(description.changed, { scope, params: '<p>sent and more</p>' });
    await saving;
    expect(scope.getState(description.$baseline)).toBe('<p>sent</p>');
    expect(scope.getState(description.$status).text).toBe(descriptionMessages.unsaved);
    expect(readDraft(ref.issueId)?.html).toBe('<p>sent and more</p>');
  });

  it('a save asked for while one runs is not sent: its text stays unsaved and kept, whatever the first answers', async () => {
    const sent: string[] = [];
    // Counts what reaches the server, then lets the mock answer as usual.
    server.use(http.patch('*/issues/issue-web-0001/', async ({ request }) => {
      sent.push(((await request.clone().json()) as { description_html: string }).description_html);
    }));
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    const first = allSettled(description.saveRequested, { scope, params: '<p>first</p>' });
    await allSettled(description.saveRequested, { scope, params: '<p>second</p>' });
    await first;
    expect(sent).toEqual(['<p>first</p>']);
    expect(scope.getState(description.$baseline)).toBe('<p>first</p>');
    expect(scope.getState(description.$current)).toBe('<p>second</p>');
    expect(scope.getState(description.$status).text).toBe(descriptionMessages.unsaved);
    expect(readDraft(ref.issueId)?.html).toBe('<p>second</p>');
  });

  it('a failed save keeps the text, the draft and says so', async () => {
    server.use(http.patch('*/issues/issue-web-0001/', () => HttpResponse.json({ error: 'Nope.' }, { status: 500 })));
    const { description, scope } = setup();
    await allSettled(description.started, { scope, params: SERVER });
    await allSettled(description.changed, { scope, params: '<p>keep</p>' });
    // Saved before the debounced change event reported the last words: the draft has them anyway.
    await allSettled(description.saveRequested, { scope, params: '<p>keep me</p>' });
    expect(scope.getState(description.$status)).toEqual({ text: descriptionMessages.saveFailed, tone: 'danger' });
    expect(scope.getState(description.$dirty)).toBe(true);
    expect(readDraft(ref.issueId)?.html).toBe('<p>keep me</p>');
  });
});
