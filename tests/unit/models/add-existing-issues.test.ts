import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createAddExistingIssuesModel } from '../../../src/models/add-existing-issues';
import { issuePickerMessages } from '../../../src/domain/messages';
import { issuesApi } from '../../../src/api/issues';
import { forkRecordingToasts } from '../../helpers/toast-scope';

function setup(target: { kind: 'cycle'; cycleId: string } | { kind: 'module'; moduleId: string } = { kind: 'cycle', cycleId: 'cycle-1-0001' }) {
  const model = createAddExistingIssuesModel({ workspaceSlug: 'acme', projectId: 'project-0001', target });
  return { model, ...forkRecordingToasts() };
}

/** Every search the client sent, with its query, as the mock server saw it. */
let searches: URL[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/search-issues/')) searches.push(url);
};
beforeEach(() => {
  searches = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

describe('add existing issues model', () => {
  it('searches once on open, without a term and with workspace search off', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    expect(searches).toHaveLength(1);
    expect(searches[0].searchParams.get('workspace_search')).toBe('false');
    expect(searches[0].searchParams.get('cycle_id')).toBe('cycle-1-0001');
    expect(scope.getState(model.$results).length).toBeGreaterThan(0);
    expect(scope.getState(model.$searching)).toBe(false);
  });

  it('typing quickly sends exactly one request, 500 ms after the last keystroke, with the final term', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    searches = [];
    const typing = ['l', 'lo', 'log', 'login'].map((term) => allSettled(model.termChanged, { scope, params: term }));
    expect(scope.getState(model.$searching)).toBe(true);
    await Promise.all(typing);
    expect(searches.map((u) => u.searchParams.get('search'))).toEqual(['login']);
    expect(scope.getState(model.$debouncedTerm)).toBe('login');
    const results = scope.getState(model.$results);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((i) => i.name.toLowerCase().includes('login') || `${i.project__identifier}-${i.sequence_id}`.toLowerCase().includes('login'))).toBe(true);
  });

  it('a newer search aborts the one in flight and only the newest answer is shown', async () => {
    let calls = 0;
    let firstAborted = false;
    server.use(
      http.get('*/search-issues/', async ({ request }) => {
        calls += 1;
        if (calls === 1) {
          request.signal.addEventListener('abort', () => (firstAborted = true));
          await delay(400);
          return HttpResponse.json({ results: [{ id: 'stale', name: 'Stale', sequence_id: 1, state_id: 's', project_id: 'p', project__identifier: 'OLD', state__color: '#000' }], total_count: 1, next_cursor: null });
        }
        return HttpResponse.json({ results: [], total_count: 0, next_cursor: null });
      }),
    );
    const { model, scope } = setup();
    const first = allSettled(model.opened, { scope });
    await new Promise((r) => setTimeout(r, 50));
    const second = allSettled(model.workspaceSearchToggled, { scope, params: true });
    await Promise.all([first, second]);
    expect(firstAborted).toBe(true);
    expect(scope.getState(model.$results)).toEqual([]);
    expect(scope.getState(model.$searchError)).toBeNull();
  });

  it('the workspace toggle re-queries with workspace_search=true and finds other projects', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.termChanged, { scope, params: 'fix' });
    searches = [];
    await allSettled(model.workspaceSearchToggled, { scope, params: true });
    expect(searches).toHaveLength(1);
    expect(searches[0].searchParams.get('workspace_search')).toBe('true');
    expect(searches[0].searchParams.get('search')).toBe('fix');
    const projects = new Set(scope.getState(model.$results).map((i) => i.project__identifier));
    expect(projects.size).toBeGreaterThan(1);
  });

  it('nothing selected: "Please select at least one issue." and no call', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.submitted, { scope });
    expect(toasts).toEqual([{ type: 'error', message: issuePickerMessages.selectAtLeastOne }]);
    expect(scope.getState(model.$open)).toBe(true);
  });

  it('adds the picked issues to the cycle, which the mock records; the dialog closes and resets', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    const [a, b] = scope.getState(model.$results);
    await allSettled(model.issueToggled, { scope, params: a });
    await allSettled(model.issueToggled, { scope, params: b });
    await allSettled(model.issueToggled, { scope, params: b });
    await allSettled(model.issueToggled, { scope, params: b });
    await allSettled(model.chipRemoved, { scope, params: a.id });
    expect(scope.getState(model.$selected).map((i) => i.id)).toEqual([b.id]);
    await allSettled(model.workspaceSearchToggled, { scope, params: true });
    await allSettled(model.submitted, { scope });
    expect(toasts).toContainEqual({ type: 'success', message: issuePickerMessages.addedToCycle });
    expect(scope.getState(model.$open)).toBe(false);
    expect(scope.getState(model.$selected)).toEqual([]);
    expect(scope.getState(model.$workspaceSearch)).toBe(false);
    expect(scope.getState(model.$term)).toBe('');
    const cycle = await issuesApi.cycle('acme', 'project-0001', 'cycle-1-0001');
    expect(cycle.ok && cycle.data.issue_ids).toContain(b.id);
  });

  it('adds to a module too', async () => {
    const { model, scope, toasts } = setup({ kind: 'module', moduleId: 'module-1-0001' });
    await allSettled(model.opened, { scope });
    const [first] = scope.getState(model.$results);
    await allSettled(model.issueToggled, { scope, params: first });
    await allSettled(model.submitted, { scope });
    expect(toasts).toContainEqual({ type: 'success', message: issuePickerMessages.addedToModule });
    const module = await issuesApi.module('acme', 'project-0001', 'module-1-0001');
    expect(module.ok && module.data.issue_ids).toContain(first.id);
  });

  it('a failed add keeps the dialog and the selection, with the server text', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.termChanged, { scope, params: 'api-1' });
    await allSettled(model.workspaceSearchToggled, { scope, params: true });
    const foreign = scope.getState(model.$results).find((i) => i.project_id !== 'project-0001')!;
    await allSettled(model.issueToggled, { scope, params: foreign });
    await allSettled(model.submitted, { scope });
    expect(toasts.at(-1)).toMatchObject({ type: 'error', message: expect.stringContaining('Issues of another project cannot be added here') });
    expect(scope.getState(model.$open)).toBe(true);
    expect(scope.getState(model.$selected)).toEqual([foreign]);
  });

  it('a malformed answer is an error in the list, not a crash', async () => {
    server.use(http.get('*/search-issues/', () => HttpResponse.text('<html>not json</html>')));
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$searchError)).toBe('The server sent a response that could not be read.');
    expect(scope.getState(model.$results)).toEqual([]);
  });

  it('closing resets the term and cancels a pending search', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    searches = [];
    const typing = allSettled(model.termChanged, { scope, params: 'api' });
    await allSettled(model.closeRequested, { scope });
    await typing;
    expect(searches).toEqual([]);
    expect(scope.getState(model.$term)).toBe('');
    await allSettled(model.opened, { scope });
    expect(searches.map((u) => u.searchParams.get('search'))).toEqual([null]);
  });
});
