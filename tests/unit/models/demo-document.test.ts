import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createDemoDocumentModel, samplePeople } from '../../../src/models/demo-document';
import { editorMessages } from '../../../src/domain/messages';
import { documentsApi } from '../../../src/api/documents';
import { EDITOR_DEMO_MARKDOWN, SEED_SAMPLE_PEOPLE } from '../../../src/domain/sample-document';
import { forkRecordingToasts } from '../../helpers/toast-scope';

function setup(id = 'editor-demo') {
  const model = createDemoDocumentModel('acme', id);
  return { model, ...forkRecordingToasts() };
}

const input = {
  content_json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
  content_html: '<p>Hi</p>',
};

describe('demo document model against the mock API', () => {
  it('loads the seeded sample (markdown only)', async () => {
    const { model, scope } = setup();
    await allSettled(model.loadRequested, { scope });
    expect(scope.getState(model.$document)).toMatchObject({ id: 'editor-demo', content_json: null, content_markdown: EDITOR_DEMO_MARKDOWN });
  });

  it('saves, announces it, and a later load returns what was saved', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.saveRequested, { scope, params: input });
    expect(toasts).toEqual([{ type: 'success', message: editorMessages.saved }]);
    const again = setup();
    await allSettled(again.model.loadRequested, { scope: again.scope });
    expect(again.scope.getState(again.model.$document)).toMatchObject(input);
  });

  it('a failed save shows the server text and keeps the previous document', async () => {
    server.use(http.put('*/api/workspaces/acme/demo-documents/editor-demo/', () => HttpResponse.json({ error: 'Disk full.' }, { status: 500 })));
    const { model, scope, toasts } = setup();
    await allSettled(model.loadRequested, { scope });
    await allSettled(model.saveRequested, { scope, params: input });
    expect(toasts).toEqual([{ type: 'error', message: 'Disk full.' }]);
    expect(scope.getState(model.$document)?.content_markdown).toBe(EDITOR_DEMO_MARKDOWN);
  });

  it('an unknown document is a load error, not a crash', async () => {
    const { model, scope } = setup('missing-doc');
    await allSettled(model.loadRequested, { scope });
    expect(scope.getState(model.$document)).toBeNull();
    expect(scope.getState(model.$loadError)).toBe('Document not found.');
  });
});

describe('demo document endpoint validates like a server', () => {
  it.each([
    ['content_json', { ...input, content_json: { type: 'paragraph' } }, 'Must be a document object with type "doc".'],
    ['content_html', { ...input, content_html: 42 }, 'Not a valid string.'],
    ['content_markdown', { ...input, content_markdown: null }, 'Not a valid string.'],
  ])('a bad %s is a 400 with the reason', async (_field, body, message) => {
    const result = await documentsApi.save('acme', 'editor-demo', body as never);
    expect(result.ok ? null : { status: result.error.status, text: result.error.serverMessage }).toEqual({ status: 400, text: message });
  });
  it('rejects an id that is not a slug', async () => {
    const result = await documentsApi.save('acme', 'Bad Id!', input);
    expect(result.ok).toBe(false);
  });
});

describe('the editor page keeps a draft as the issue page does (issue 18, item 9)', () => {
  const typed = { ...input, content_html: '<p>typed before the failure</p>' };

  /** The editor page opened: a new model over the same storage (a reload, when one came before). */
  async function opened() {
    const page = setup();
    await allSettled(page.model.loadRequested, { scope: page.scope });
    return page;
  }

  async function typeThenSave() {
    const page = await opened();
    await allSettled(page.model.changed, { scope: page.scope, params: typed.content_html });
    await allSettled(page.model.saveRequested, { scope: page.scope, params: typed });
    return page;
  }

  it('a failed save keeps the draft, and a reload opens it', async () => {
    localStorage.clear();
    server.use(http.put('*/api/workspaces/acme/demo-documents/editor-demo/', () => HttpResponse.json({ error: 'Disk full.' }, { status: 500 })));
    const { model, scope } = await typeThenSave();
    expect(scope.getState(model.draft.$dirty)).toBe(true);

    const reloaded = await opened();
    expect(reloaded.scope.getState(reloaded.model.draft.$checked)).toBe(true);
    expect(reloaded.scope.getState(reloaded.model.draft.$restored)?.html).toBe(typed.content_html);
    expect(reloaded.scope.getState(reloaded.model.draft.$dirty)).toBe(true);
  });

  it('a save asked for while one runs is not sent: its text stays unsaved and kept as the draft', async () => {
    localStorage.clear();
    let sent = 0;
    // Counts the saves that reach the server (their bodies are compressed), then lets the mock answer as usual.
    server.use(http.put('*/api/workspaces/acme/demo-documents/editor-demo/', () => {
      sent += 1;
    }));
    const { model, scope } = await opened();
    const first = allSettled(model.saveRequested, { scope, params: typed });
    await allSettled(model.saveRequested, { scope, params: { ...typed, content_html: '<p>typed after</p>' } });
    await first;
    expect(sent).toBe(1);
    expect(scope.getState(model.$document)?.content_html).toBe(typed.content_html);
    expect(scope.getState(model.draft.$current)).toBe('<p>typed after</p>');
    expect(scope.getState(model.draft.$dirty)).toBe(true);
    const reloaded = await opened();
    expect(reloaded.scope.getState(reloaded.model.draft.$restored)?.html).toBe('<p>typed after</p>');
  });

  it('a successful save drops the draft: the next load opens the saved document', async () => {
    localStorage.clear();
    const { model, scope } = await typeThenSave();
    expect(scope.getState(model.draft.$dirty)).toBe(false);

    const reloaded = await opened();
    expect(reloaded.scope.getState(reloaded.model.draft.$restored)).toBeNull();
    expect(reloaded.scope.getState(reloaded.model.draft.$dirty)).toBe(false);
  });
});

describe('the people the sample names where the server keeps no document', () => {
  it('are a colleague and the reader, found among the members: on the seed, the sample\'s own two', async () => {
    expect(await samplePeople('acme')).toEqual(SEED_SAMPLE_PEOPLE);
  });

  it('are nobody when the members cannot be read', async () => {
    server.use(http.get('*/api/workspaces/acme/members/', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    expect(await samplePeople('acme')).toEqual([]);
  });
});
