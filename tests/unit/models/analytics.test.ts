import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import {
  $analyticsTab, ANALYTICS_TAB_KEY, analyticsTabChanged, createAnalyticsModel, issueMatchesFilter,
} from '../../../src/models/analytics';
import { transportMessages } from '../../../src/api/http';
import { buildSeed } from '../../../fixtures/seed';

const seed = buildSeed();
const cycle = seed.cycles[1];
const owner = { kind: 'cycle' as const, workspaceSlug: 'acme', projectId: cycle.project_id, cycleId: cycle.id };

describe('analytics tab', () => {
  it('is remembered in localStorage under "tab"', async () => {
    const scope = fork();
    await allSettled(analyticsTabChanged, { scope, params: 'Labels' });
    expect(scope.getState($analyticsTab)).toBe('Labels');
    expect(localStorage.getItem(ANALYTICS_TAB_KEY)).toBe('Labels');
    await allSettled(analyticsTabChanged, { scope, params: 'States' });
    expect(localStorage.getItem(ANALYTICS_TAB_KEY)).toBe('States');
  });
});

describe('cycle analytics model', () => {
  it('loads the distribution and the issues of the cycle', async () => {
    const model = createAnalyticsModel(owner);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    const d = scope.getState(model.$distribution)!;
    expect(d.total_issues).toBe(cycle.issue_ids.length);
    expect(scope.getState(model.$issues).map((i) => i.id).sort()).toEqual([...cycle.issue_ids].sort());
  });

  it('a row toggles a filter of the issue list; the same row again clears it', async () => {
    const model = createAnalyticsModel(owner);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    const noAssignee = { kind: 'assignee' as const, id: null, name: 'No assignee' };
    await allSettled(model.filterToggled, { scope, params: noAssignee });
    const visible = scope.getState(model.$visibleIssues);
    const expected = scope.getState(model.$issues).filter((i) => i.assignee_ids.length === 0);
    expect(visible).toEqual(expected);
    expect(visible.length).toBe(scope.getState(model.$distribution)!.assignees.find((a) => a.assignee_id === null)?.total_issues ?? 0);
    await allSettled(model.filterToggled, { scope, params: noAssignee });
    expect(scope.getState(model.$filter)).toBeNull();
    expect(scope.getState(model.$visibleIssues)).toHaveLength(cycle.issue_ids.length);
  });

  it('a malformed distribution is an error, not a crash', async () => {
    server.use(http.get('*/distribution/', () => HttpResponse.json({ assignees: 'many' })));
    const model = createAnalyticsModel(owner);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$distributionError)).toBe(transportMessages.shape);
    expect(scope.getState(model.$distribution)).toBeNull();
  });

  it('adding issues elsewhere shows after a refresh', async () => {
    const model = createAnalyticsModel(owner);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    const extra = seed.issues.find((i) => i.project_id === cycle.project_id && !cycle.issue_ids.includes(i.id))!;
    await fetch(`http://localhost/api/workspaces/acme/projects/${cycle.project_id}/cycles/${cycle.id}/cycle-issues/`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ issues: [extra.id] }),
    });
    await allSettled(model.refreshRequested, { scope });
    expect(scope.getState(model.$distribution)!.total_issues).toBe(cycle.issue_ids.length + 1);
  });
});

describe('issueMatchesFilter', () => {
  const issue = { assignee_ids: ['u1'], label_ids: [], state__group: 'started' as const };
  it.each([
    [null, true],
    [{ kind: 'assignee' as const, id: 'u1', name: '' }, true],
    [{ kind: 'assignee' as const, id: null, name: '' }, false],
    [{ kind: 'label' as const, id: null, name: '' }, true],
    [{ kind: 'label' as const, id: 'l1', name: '' }, false],
    [{ kind: 'state' as const, id: 'started' as const, name: '' }, true],
    [{ kind: 'state' as const, id: 'completed' as const, name: '' }, false],
  ])('%j -> %s', (filter, expected) => expect(issueMatchesFilter(issue, filter)).toBe(expected));
});
