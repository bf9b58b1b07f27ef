import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../fixtures/seed';
import { demoPlaces, demoPlacesQuery, namesOwnPlaces, placesChecked, SAMPLE_PLACES, type DemoPlaces } from './demo-places';

const uuid = '0c9d6a2e-4b1f-4a3e-9b7d-2f1e8c5a7d90';

describe('demoPlaces: the address names the reader\'s own records over the sample\'s', () => {
  it.each<[string, string, Partial<DemoPlaces>]>([
    ['no query', '', {}],
    ['a workspace', '?workspace=northwind', { workspaceSlug: 'northwind' }],
    ['every place', `?workspace=nw&project=${uuid}&issue=i-2&cycle=c_3&module=m4`, { workspaceSlug: 'nw', projectId: uuid, issueId: 'i-2', cycleId: 'c_3', moduleId: 'm4' }],
    ['spaces around a value', '?workspace=%20nw%20', { workspaceSlug: 'nw' }],
    ['an empty value', '?workspace=&project=', {}],
    ['a path in a value', '?project=..%2F..%2Fusers', {}],
    ['a slash', '?issue=a/b', {}],
    ['markup', '?workspace=%3Cimg%20src%3Dx%3E', {}],
    ['an overlong value', `?module=${'m'.repeat(101)}`, {}],
    ['an unknown name', '?team=nw', {}],
  ])('%s', (_, search, own) => {
    expect(demoPlaces(search)).toEqual({ ...SAMPLE_PLACES, ...own });
    expect(namesOwnPlaces(search)).toBe(Object.keys(own).length > 0);
  });

  it('the sample itself named in the address is no place of the reader\'s own', () => {
    expect(namesOwnPlaces(demoPlacesQuery(SAMPLE_PLACES))).toBe(false);
  });

  it.each([
    ['the sample, on the spec\'s backend', '', 'spec', false],
    ['places the reader named, on the spec\'s backend', '?workspace=northwind', 'spec', true],
    ['the sample named in the address, on the spec\'s backend', demoPlacesQuery(SAMPLE_PLACES), 'spec', false],
    ['the sample, on Plane', '', 'plane', true],
    ['places the reader named, on Plane', '?workspace=northwind', 'plane', true],
  ])('checked with the server before the demo mounts: %s -> %s', (_, search, backend, checked) => {
    expect(placesChecked(search, SAMPLE_PLACES, backend)).toBe(checked);
  });

  it('the query round-trips', () => {
    const places = { workspaceSlug: 'nw', projectId: uuid, issueId: 'i', cycleId: 'c', moduleId: 'm' };
    expect(demoPlacesQuery(places)).toBe(`?workspace=nw&project=${uuid}&issue=i&cycle=c&module=m`);
    expect(demoPlaces(demoPlacesQuery(places))).toEqual(places);
    expect(demoPlacesQuery({})).toBe('');
  });
});

describe('SAMPLE_PLACES are records of the seed the mock serves', () => {
  const seed = buildSeed();
  const project = seed.projects.find((p) => p.id === SAMPLE_PLACES.projectId);

  it('the workspace and the project', () => {
    expect(seed.workspace.slug).toBe(SAMPLE_PLACES.workspaceSlug);
    expect(project).toBeDefined();
  });

  it.each([
    ['issue', seed.issues, SAMPLE_PLACES.issueId],
    ['cycle', seed.cycles, SAMPLE_PLACES.cycleId],
    ['module', seed.modules, SAMPLE_PLACES.moduleId],
  ] as const)('the %s, in that project', (_, rows, id) => {
    expect((rows as readonly { id: string; project_id: string }[]).find((row) => row.id === id)?.project_id).toBe(SAMPLE_PLACES.projectId);
  });
});
