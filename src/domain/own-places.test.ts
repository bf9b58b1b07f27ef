import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../fixtures/seed';
import { SAMPLE_PLACES } from './demo-places';
import { cycleOfToday, demoPlacesOf, findPlaces, placeLinks, SAMPLE_FOUND, type PlaceLists } from './own-places';

const cycle = (id: string, start_date: string, end_date: string) => ({ id, name: id, start_date, end_date });

describe('cycleOfToday: the cycle whose dates hold today, else the first listed', () => {
  it.each([
    ['none', [], null],
    ['today inside the second', [cycle('a', '2026-11-01', '2026-11-14'), cycle('b', '2026-11-15', '2026-11-28')], 'b'],
    ['today on the first day', [cycle('a', '2026-11-25', '2026-12-08')], 'a'],
    ['today on the last day', [cycle('a', '2026-11-12', '2026-11-25')], 'a'],
    ['datetimes with an offset are read by their date', [cycle('a', '2026-11-01T00:00:00+01:00', '2026-11-10T23:59:59+01:00'), cycle('b', '2026-11-20T00:00:00+01:00', '2026-11-30T00:00:00+01:00')], 'b'],
    ['none running: the first listed', [cycle('a', '2026-10-01', '2026-10-14'), cycle('b', '2026-12-01', '2026-12-14')], 'a'],
    ['a draft (no dates) is never running', [cycle('a', '2026-10-01', '2026-10-14'), cycle('d', '', '')], 'a'],
  ])('%s', (_, cycles, expected) => {
    expect(cycleOfToday(cycles, '2026-11-25')?.id ?? null).toBe(expected);
  });
});

const lists: PlaceLists = {
  userId: 'u1',
  workspaces: [{ slug: 'nw' }, { slug: 'other' }],
  projects: [{ id: 'p1', identifier: 'NWW' }, { id: 'p2', identifier: 'NWM' }],
  issues: [{ id: 'i43', sequence_id: 43 }, { id: 'i41', sequence_id: 41 }, { id: 'i42', sequence_id: 42 }],
  cycles: [cycle('c1', '2026-11-20', '2026-11-30')],
  modules: [{ id: 'm1', name: 'Checkout revamp' }, { id: 'm2', name: 'Later' }],
};

describe('findPlaces: the first workspace, its first project, the lowest key, the running cycle, the first module', () => {
  it.each<[string, Partial<PlaceLists>, ReturnType<typeof findPlaces>]>([
    ['everything there', {}, {
      workspaceSlug: 'nw', userId: 'u1', project: { id: 'p1', identifier: 'NWW' }, issue: { id: 'i41', sequence_id: 41 },
      cycle: { id: 'c1', name: 'c1' }, module: { id: 'm1', name: 'Checkout revamp' },
    }],
    ['no workspace', { workspaces: [] }, null],
    ['a workspace without projects: nothing below it', { projects: [] }, { workspaceSlug: 'nw', userId: 'u1', project: null, issue: null, cycle: null, module: null }],
    ['a project without issues, cycles or modules', { issues: [], cycles: [], modules: [] }, {
      workspaceSlug: 'nw', userId: 'u1', project: { id: 'p1', identifier: 'NWW' }, issue: null, cycle: null, module: null,
    }],
  ])('%s', (_, change, expected) => {
    expect(findPlaces({ ...lists, ...change }, '2026-11-25')).toEqual(expected);
  });
});

describe('placeLinks: the sidebar\'s links into a workspace', () => {
  it('the sample\'s, in the sidebar\'s order, with the static host\'s trailing slash', () => {
    expect(placeLinks(SAMPLE_FOUND)).toEqual([
      { key: 'issue', label: 'Issue WEB-1', href: '/acme/projects/project-0001/issues/issue-web-0001/' },
      { key: 'cycle', label: 'Cycle: Sprint 21', href: '/acme/projects/project-0001/cycles/cycle-1-0001/' },
      { key: 'module', label: 'Module: Editor', href: '/acme/projects/project-0001/modules/module-1-0001/' },
      { key: 'project', label: 'Project settings', href: '/acme/projects/project-0001/' },
      { key: 'profile', label: 'Profile', href: '/acme/profile/user-0001/' },
      { key: 'views', label: 'Workspace issues', href: '/acme/workspace-views/all-issues/' },
      { key: 'settings', label: 'Workspace settings', href: '/acme/settings/' },
    ]);
  });

  it.each([
    ['no project: the workspace\'s own links only', { project: null, issue: null, cycle: null, module: null }, ['profile', 'views', 'settings']],
    ['no cycle', { cycle: null }, ['issue', 'module', 'project', 'profile', 'views', 'settings']],
    ['no issue and no module', { issue: null, module: null }, ['cycle', 'project', 'profile', 'views', 'settings']],
  ])('%s', (_, change, keys) => {
    expect(placeLinks({ ...SAMPLE_FOUND, ...change }).map((link) => link.key)).toEqual(keys);
  });

  it('a name from the server is text, and an id goes into the path encoded', () => {
    const [issue, cycleLink] = placeLinks({ ...SAMPLE_FOUND, workspaceSlug: 'a b', cycle: { id: 'c/1', name: '<b>Sprint</b>' } });
    expect(issue.href).toBe('/a%20b/projects/project-0001/issues/issue-web-0001/');
    expect(cycleLink).toEqual({ key: 'cycle', label: 'Cycle: <b>Sprint</b>', href: '/a%20b/projects/project-0001/cycles/c%2F1/' });
  });
});

describe('demoPlacesOf: the demo islands\' places among those found', () => {
  it('all of them, as the sample\'s places are named', () => {
    expect(demoPlacesOf(SAMPLE_FOUND)).toEqual(SAMPLE_PLACES);
  });

  it('a record the workspace has not got is left out (the sample\'s stays, and its check says it is missing)', () => {
    expect(demoPlacesOf({ ...SAMPLE_FOUND, cycle: null, module: null })).toEqual({ workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' });
  });
});

describe('SAMPLE_FOUND is the seed\'s', () => {
  const seed = buildSeed();
  it.each([
    ['the signed-in user', seed.users[0].id, SAMPLE_FOUND.userId],
    ['the project\'s key', seed.projects.find((p) => p.id === SAMPLE_FOUND.project!.id)?.identifier, SAMPLE_FOUND.project!.identifier],
    ['the issue\'s number', seed.issues.find((i) => i.id === SAMPLE_FOUND.issue!.id)?.sequence_id, SAMPLE_FOUND.issue!.sequence_id],
    ['the cycle\'s name', seed.cycles.find((c) => c.id === SAMPLE_FOUND.cycle!.id)?.name, SAMPLE_FOUND.cycle!.name],
    ['the module\'s name', seed.modules.find((m) => m.id === SAMPLE_FOUND.module!.id)?.name, SAMPLE_FOUND.module!.name],
  ])('%s', (_, seeded, sample) => {
    expect(sample).toBe(seeded);
  });
});
