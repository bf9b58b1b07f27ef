import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createWorkspaceIssuesModel } from '../../../src/models/workspace-issues';
import { issuePickerMessages } from '../../../src/domain/messages';
import { $role } from '../../../src/models/session';
import { STATE_GROUPS } from '../../../src/domain/entities';
import { issuesApi } from '../../../src/api/issues';
import { forkRecordingToasts } from '../../helpers/toast-scope';

function setup(role: 'admin' | 'guest' = 'admin') {
  const model = createWorkspaceIssuesModel('acme');
  const { scope, toasts } = forkRecordingToasts([[$role, role]]);
  return { model, scope, toasts };
}

describe('workspace issue tabs', () => {
  it('groups by state group in the product order', async () => {
    const { model, scope } = setup();
    await allSettled(model.tabChanged, { scope, params: 'all-issues' });
    const groups = scope.getState(model.$groups);
    expect(groups.map((g) => g.id)).toEqual(STATE_GROUPS.filter((g) => groups.some((x) => x.id === g)));
    expect(groups.reduce((n, g) => n + g.issues.length, 0)).toBe(220);
    expect(groups.every((g) => g.issues.every((i) => i.state__group === g.id))).toBe(true);
    expect(scope.getState(model.selection.$order)).toHaveLength(220);
  });

  it('changing tab clears the selection and loads that tab', async () => {
    const { model, scope } = setup();
    await allSettled(model.tabChanged, { scope, params: 'all-issues' });
    await allSettled(model.selection.entityClicked, { scope, params: { id: 'issue-web-0001', shift: false } });
    expect(scope.getState(model.selection.$count)).toBe(1);
    await allSettled(model.tabChanged, { scope, params: 'assigned' });
    expect(scope.getState(model.selection.$count)).toBe(0);
    const issues = scope.getState(model.$issues);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.assignee_ids.includes('user-0001'))).toBe(true);
  });

  it('Delete asks first, then deletes across projects, drops the rows and clears', async () => {
    const { model, scope, toasts } = setup();
    await allSettled(model.tabChanged, { scope, params: 'all-issues' });
    await allSettled(model.selection.entityClicked, { scope, params: { id: 'issue-web-0002', shift: false } });
    await allSettled(model.selection.entityClicked, { scope, params: { id: 'issue-api-0002', shift: false } });
    await allSettled(model.deleteRequested, { scope });
    expect(scope.getState(model.$confirmOpen)).toBe(true);
    await allSettled(model.deleteConfirmed, { scope });
    expect(toasts).toEqual([{ type: 'success', message: issuePickerMessages.bulkDeleteSuccess }]);
    expect(scope.getState(model.$confirmOpen)).toBe(false);
    expect(scope.getState(model.selection.$count)).toBe(0);
    expect(scope.getState(model.$issues)).toHaveLength(218);
    const api = await issuesApi.listProject('acme', 'project-0002');
    expect(api.ok && api.data.map((i) => i.id)).not.toContain('issue-api-0002');
  });

  it('Escape clears the selection, but not while the delete question is open: that Escape is the dialog\'s', async () => {
    const { model, scope } = setup();
    await allSettled(model.tabChanged, { scope, params: 'all-issues' });
    await allSettled(model.selection.entityClicked, { scope, params: { id: 'issue-web-0002', shift: false } });
    await allSettled(model.deleteRequested, { scope });
    await allSettled(model.escapePressed, { scope });
    expect(scope.getState(model.selection.$count)).toBe(1);
    await allSettled(model.deleteCancelled, { scope });
    await allSettled(model.escapePressed, { scope });
    expect(scope.getState(model.selection.$count)).toBe(0);
  });

  it('a failed delete keeps the selection and says so', async () => {
    server.use(http.delete('*/bulk-delete-issues/', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const { model, scope, toasts } = setup();
    await allSettled(model.tabChanged, { scope, params: 'all-issues' });
    await allSettled(model.selection.entityClicked, { scope, params: { id: 'issue-web-0002', shift: false } });
    await allSettled(model.deleteRequested, { scope });
    await allSettled(model.deleteConfirmed, { scope });
    expect(toasts).toEqual([{ type: 'error', message: issuePickerMessages.bulkDeleteFailure }]);
    expect(scope.getState(model.selection.$count)).toBe(1);
    expect(scope.getState(model.$issues)).toHaveLength(220);
  });

  it('guests cannot start a delete', async () => {
    const { model, scope } = setup('guest');
    await allSettled(model.tabChanged, { scope, params: 'all-issues' });
    await allSettled(model.selection.entityClicked, { scope, params: { id: 'issue-web-0002', shift: false } });
    await allSettled(model.deleteRequested, { scope });
    expect(scope.getState(model.$confirmOpen)).toBe(false);
  });

  it('a malformed answer shows a load error', async () => {
    server.use(http.get('*/api/workspaces/acme/issues/', () => HttpResponse.json([1, 2])));
    const { model, scope } = setup();
    await allSettled(model.tabChanged, { scope, params: 'created' });
    expect(scope.getState(model.$loadError)).toBe('The server sent an unexpected response.');
  });
});
