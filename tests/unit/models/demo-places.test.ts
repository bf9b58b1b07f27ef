import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { createDemoListsModel, createDemoPlacesModel, demoRoute, type DemoNeed } from '../../../src/models/demo-places';
import { SAMPLE_PLACES } from '../../../src/domain/demo-places';

describe('a component demo plays on the places its address names', () => {
  it.each<[DemoNeed, object]>([
    ['workspace', { name: 'workspaceViews', workspaceSlug: 'acme', tab: 'all-issues' }],
    ['project', { name: 'project', workspaceSlug: 'acme', projectId: 'project-0001' }],
    ['issue', { name: 'issue', workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' }],
    ['cycle', { name: 'cycle', workspaceSlug: 'acme', projectId: 'project-0001', cycleId: 'cycle-1-0001' }],
    ['module', { name: 'module', workspaceSlug: 'acme', projectId: 'project-0001', moduleId: 'module-1-0001' }],
  ])('a demo that needs a %s is checked as that page is', (need, route) => {
    expect(demoRoute(SAMPLE_PLACES, need)).toEqual(route);
  });

  it('the sample on the spec\'s backend is not checked: the demo\'s own states show (empty, failing, malformed)', () => {
    expect(createDemoPlacesModel('', 'issue').target).toBeNull();
    expect(createDemoPlacesModel('?scenario=empty-workspace', 'issue').target).toBeNull();
  });

  async function checked(search: string, need: DemoNeed) {
    const model = createDemoPlacesModel(search, need);
    expect(model.target).not.toBeNull();
    const scope = fork();
    await allSettled(model.target!.opened, { scope });
    return scope.getState(model.target!.$check);
  }

  it.each<[string, DemoNeed, string]>([
    ['?workspace=nope', 'workspace', 'workspace'],
    ['?workspace=nope', 'issue', 'workspace'],
    ['?project=project-9999', 'project', 'project'],
    ['?issue=issue-web-9999', 'issue', 'issue'],
    ['?project=project-0002&issue=issue-web-0001', 'issue', 'issue'],
    ['?module=module-1-9999', 'module', 'module'],
  ])('places the reader names are checked first: %s (needs a %s) has no %s', async (search, need, missing) => {
    expect(await checked(search, need)).toMatchObject({ found: false, missing });
  });

  it('named places that exist check out, with the records the demo shows (the project\'s name, the issue\'s key)', async () => {
    const result = await checked('?workspace=acme&project=project-0002&issue=issue-api-0001', 'issue');
    expect(result).toMatchObject({ found: true, target: { project: { id: 'project-0002', identifier: 'API' }, issue: { id: 'issue-api-0001', sequence_id: 1 } } });
  });

  it('the lists a demo offers on the reader\'s workspace: every project, and the cycles and modules of theirs', async () => {
    const model = createDemoListsModel({ ...SAMPLE_PLACES, projectId: 'project-0002' }, ['projects', 'cycles', 'modules']);
    const scope = fork();
    await allSettled(model.requested, { scope });
    const lists = scope.getState(model.$data)!;
    expect(lists.projects.map((p) => p.id)).toContain('project-0001');
    expect(lists.cycles.length).toBeGreaterThan(0);
    expect(lists.cycles.every((c) => c.project_id === 'project-0002')).toBe(true);
    expect(lists.modules.every((m) => m.project_id === 'project-0002')).toBe(true);
  });

  it('a demo reads only the lists it offers (bulk delete: the projects, no cycles or modules)', async () => {
    const model = createDemoListsModel(SAMPLE_PLACES, ['projects']);
    const scope = fork();
    await allSettled(model.requested, { scope });
    expect(Object.keys(scope.getState(model.$data)!)).toEqual(['projects']);
  });
});
