import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createBulkDeleteModel } from '../../../src/models/bulk-delete';
import { issuePickerMessages } from '../../../src/domain/messages';
import { issuesApi } from '../../../src/api/issues';
import { forkRecordingToasts } from '../../helpers/toast-scope';

function setup() {
  const model = createBulkDeleteModel({ workspaceSlug: 'acme', projectId: 'project-0001' });
  return { model, ...forkRecordingToasts() };
}

describe('bulk delete model', () => {
  it('loads the project issues only when opened', async () => {
    const { model, scope } = setup();
    expect(scope.getState(model.$issues)).toEqual([]);
    await allSettled(model.opened, { scope });
    const issues = scope.getState(model.$issues);
    expect(issues).toHaveLength(120);
    expect(issues.every((i) => i.project_id === 'project-0001')).toBe(true);
  });

  it.each([
    ['', 120],
    ['WEB-11', 11],
    ['web-119', 1],
    ['SHIP THE', 1],
    ['zzzz', 0],
  ])('filters on the client: %j -> %i rows', async (query, rows) => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.queryChanged, { scope, params: query });
    expect(scope.getState(model.$filtered)).toHaveLength(rows);
  });

  it('nothing selected: the error toast, no confirmation', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.submitted, { scope });
    expect(toasts).toEqual([{ type: 'error', message: issuePickerMessages.selectAtLeastOne }]);
    expect(scope.getState(model.$confirming)).toBe(false);
  });

  it('asks first; cancelling keeps the selection', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.issueToggled, { scope, params: 'issue-web-0002' });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$confirming)).toBe(true);
    await allSettled(model.confirmCancelled, { scope });
    expect(scope.getState(model.$confirming)).toBe(false);
    expect(scope.getState(model.$selected)).toEqual(['issue-web-0002']);
  });

  it('deletes the selection, announces it, closes, resets and drops the rows', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.queryChanged, { scope, params: 'web-1' });
    for (const id of ['issue-web-0002', 'issue-web-0003', 'issue-web-0002', 'issue-web-0004']) {
      await allSettled(model.issueToggled, { scope, params: id });
    }
    expect(scope.getState(model.$selected)).toEqual(['issue-web-0003', 'issue-web-0004']);
    await allSettled(model.submitted, { scope });
    await allSettled(model.confirmed, { scope });
    expect(toasts).toEqual([{ type: 'success', message: issuePickerMessages.bulkDeleteSuccess }]);
    expect(scope.getState(model.$open)).toBe(false);
    expect(scope.getState(model.$query)).toBe('');
    expect(scope.getState(model.$selected)).toEqual([]);
    expect(scope.getState(model.$issues).map((i) => i.id)).not.toContain('issue-web-0003');
    const left = await issuesApi.listProject('acme', 'project-0001');
    expect(left.ok && left.data).toHaveLength(118);
  });

  it('a failure keeps the dialog open and the selection, with the SPEC sentence', async () => {
    server.use(http.delete('*/bulk-delete-issues/', () => HttpResponse.json({ error: 'Bulk delete is unavailable right now.' }, { status: 500 })));
    const { model, scope, toasts } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.issueToggled, { scope, params: 'issue-web-0002' });
    await allSettled(model.submitted, { scope });
    await allSettled(model.confirmed, { scope });
    expect(toasts).toEqual([{ type: 'error', message: issuePickerMessages.bulkDeleteFailure }]);
    expect(issuePickerMessages.bulkDeleteFailure).toBe('Something went wrong. Please try again.');
    expect(scope.getState(model.$open)).toBe(true);
    expect(scope.getState(model.$confirming)).toBe(false);
    expect(scope.getState(model.$selected)).toEqual(['issue-web-0002']);
  });

  it('closing clears the query and the selection', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await allSettled(model.queryChanged, { scope, params: 'fix' });
    await allSettled(model.issueToggled, { scope, params: 'issue-web-0002' });
    await allSettled(model.closeRequested, { scope });
    expect(scope.getState(model.$query)).toBe('');
    expect(scope.getState(model.$selected)).toEqual([]);
  });

  it('a malformed list is a load error with retry, not a crash', async () => {
    server.use(http.get('*/projects/:projectId/issues/', () => HttpResponse.json({ unexpected: true }), { once: true }));
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$loadError)).toBe('The server sent an unexpected response.');
    await allSettled(model.retried, { scope });
    expect(scope.getState(model.$loadError)).toBeNull();
    expect(scope.getState(model.$issues)).toHaveLength(120);
  });
});
