import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createProjectOverviewModel } from '../../../src/models/project-overview';
import { OVERVIEW_ISSUE_COUNT } from '../../../src/domain/recent-issues';
import { transportMessages } from '../../../src/api/http';

const REF = { workspaceSlug: 'acme', projectId: 'project-0001' };

async function mounted() {
  const model = createProjectOverviewModel(REF);
  const scope = fork();
  await allSettled(model.mounted, { scope });
  return { model, scope };
}

describe('project overview model', () => {
  it('loads the project\'s cycles, modules and issues; lists the most recently updated issues first, ten of them', async () => {
    const { model, scope } = await mounted();
    expect(scope.getState(model.cycles.$items).map((c) => c.name)).toEqual(['Sprint 21', 'Sprint 22']);
    expect(scope.getState(model.modules.$items).map((m) => m.name)).toEqual(['Editor', 'Onboarding']);
    const all = scope.getState(model.issues.$items);
    expect(all.length).toBeGreaterThan(OVERVIEW_ISSUE_COUNT);
    expect(all.every((i) => i.project_id === REF.projectId)).toBe(true);
    const visible = scope.getState(model.issues.$visible);
    expect(visible).toHaveLength(OVERVIEW_ISSUE_COUNT);
    const times = visible.map((i) => Date.parse(i.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(scope.getState(model.issues.$hiddenCount)).toBe(all.length - OVERVIEW_ISSUE_COUNT);
    await allSettled(model.issues.showAll, { scope });
    expect(scope.getState(model.issues.$visible)).toHaveLength(all.length);
    expect(scope.getState(model.issues.$hiddenCount)).toBe(0);
  });

  it('a failing list shows its error and the others still load; Retry loads it again', async () => {
    server.use(http.get('*/api/workspaces/acme/projects/project-0001/modules/', () => HttpResponse.json({ error: 'Modules are resting.' }, { status: 500 }), { once: true }));
    const { model, scope } = await mounted();
    expect(scope.getState(model.modules.$error)).toBe('Modules are resting.');
    expect(scope.getState(model.modules.$loaded)).toBe(false);
    expect(scope.getState(model.cycles.$items)).toHaveLength(2);
    expect(scope.getState(model.cycles.$error)).toBeNull();
    await allSettled(model.modules.retried, { scope });
    expect(scope.getState(model.modules.$error)).toBeNull();
    expect(scope.getState(model.modules.$items)).toHaveLength(2);
  });

  it('a malformed answer is an error, not a crash', async () => {
    server.use(http.get('*/api/workspaces/acme/projects/project-0001/cycles/', () => HttpResponse.json([{ id: 'c', name: 'No counts' }])));
    const { model, scope } = await mounted();
    expect(scope.getState(model.cycles.$error)).toBe(transportMessages.shape);
    expect(scope.getState(model.cycles.$items)).toEqual([]);
  });

  it('an empty project is loaded and empty, not failed', async () => {
    server.use(
      http.get('*/api/workspaces/acme/projects/project-0001/cycles/', () => HttpResponse.json([])),
      http.get('*/api/workspaces/acme/projects/project-0001/issues/', () => HttpResponse.json([])),
    );
    const { model, scope } = await mounted();
    expect(scope.getState(model.cycles.$loaded)).toBe(true);
    expect(scope.getState(model.cycles.$items)).toEqual([]);
    expect(scope.getState(model.issues.$visible)).toEqual([]);
    expect(scope.getState(model.issues.$hiddenCount)).toBe(0);
  });
});
