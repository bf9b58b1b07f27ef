// Over 300 lines: one case per call of the `plane` adapter against the Plane-shaped handlers, in one
// file so the list can be read against docs/plane-api.md's table, row for row.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The `plane` build: the backend is chosen when the api modules load, so before they are imported.
vi.hoisted(() => {
  vi.stubEnv('PUBLIC_API_BACKEND', 'plane');
});

import { server } from '../../../mocks/node';
import { activitiesApi, labelsApi } from '../../../src/api/activities';
import { aiApi } from '../../../src/api/ai';
import { analyticsApi } from '../../../src/api/analytics';
import { assetsApi } from '../../../src/api/assets';
import { callAvailability, setPageWorkspace, setSiteOrigin } from '../../../src/api/backends';
import { resetPlaneBackend } from '../../../src/api/backends/plane';
import { EXPORT_WAIT } from '../../../src/api/backends/plane/settings';
import { coreApi } from '../../../src/api/core';
import { cyclesModulesApi } from '../../../src/api/cycles-modules';
import { issueDetailApi } from '../../../src/api/issue-detail';
import { issuesApi } from '../../../src/api/issues';
import { linksApi } from '../../../src/api/links';
import { mediaApi } from '../../../src/api/media';
import { profileApi } from '../../../src/api/profile';
import type { ApiResult } from '../../../src/api/result';
import { settingsApi } from '../../../src/api/settings';
import { downloadFile } from '../../../src/api/download';
import { http, HttpResponse } from 'msw';
import { endpointKey, planeFixture, planeHandlers, planeManifest, sameShape, type PlaneHit } from '../../helpers/plane-fixtures';
import { withNodeMultipart } from '../../helpers/node-multipart';

/**
 * The `plane` backend against Plane's answers as pinned in fixtures/plane (makeplane/plane
 * 4ca6d6c7): msw/node answers at Plane's paths with each endpoint's response fixture, each request
 * is held to its request fixture where one exists, and each api function's typed result is checked.
 * The last case proves every endpoint of the manifest was called and every request fixture checked.
 */
withNodeMultipart();

const ws = 'northwind';
const wsId = '0f5b7a52-3c1e-4d8a-9b6f-2e4c8d1a7b30';
const p = '1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e';
const mara = '6b2f8d3e-1c4a-4f7b-8e2d-5a9c0b1e7f34';
const issue41 = 'e8f0a2b4-9c1d-4e3f-9a5b-7c9d1e3f5a7b';
const issue43 = '0a2c4e6f-1b3d-4a5c-9d7e-9f1a3b5c7d9e';
const cycleId = '1b3d5f7a-2c4e-4b6d-8e8f-0a2b4c6d8e0f';
const moduleId = '2c4e6a8b-3d5f-4c7e-9f9a-1b3c5d7e9f1a';
const issueOwner = { kind: 'issue' as const, workspaceSlug: ws, projectId: p, issueId: issue41 };
const moduleOwner = { kind: 'module' as const, workspaceSlug: ws, projectId: p, moduleId };
const editorImage = '/api/assets/v2/workspaces/northwind/projects/1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e/6a8c0e2f-7b9d-4a1c-9d3e-5f7a9b1c3d5e/';

let hits: PlaneHit[] = [];
const allHits = new Set<string>();
const checkedRequests = new Set<string>();

beforeEach(() => {
  resetPlaneBackend();
  hits = [];
  server.use(...planeHandlers(hits));
  setPageWorkspace(ws);
});

afterAll(() => {
  vi.unstubAllEnvs();
});

/** The data of a successful result (fails the test otherwise, with the error). */
async function data<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(`${result.error.kind} ${result.error.status ?? ''}: ${result.error.message}`);
  for (const hit of hits) allHits.add(hit.endpoint);
  return result.data;
}

const called = () => hits.map((h) => h.endpoint);
const hitOf = (endpoint: string) => {
  const hit = hits.find((h) => h.endpoint === endpoint);
  if (!hit) throw new Error(`${endpoint} was not called; called: ${called().join(', ')}`);
  return hit;
};

/** The request as sent, held to its fixture: equal, or (where a value is the moment's) of the same shape. */
function expectRequest(endpoint: string, mode: 'equal' | 'shape', file?: string) {
  const fixtureFile = file ?? planeManifest.endpoints.find((e) => endpointKey(e) === endpoint)?.request;
  if (!fixtureFile) throw new Error(`${endpoint} has no request fixture`);
  const expected = planeFixture(fixtureFile);
  const { body } = hitOf(endpoint);
  if (mode === 'equal') expect(body).toEqual(expected);
  else expect(sameShape(body, expected), JSON.stringify(body)).toBe(true);
  checkedRequests.add(fixtureFile);
}

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('the plane backend against Plane’s pinned answers', () => {
  it('coreApi.config reads the size limit from /api/instances/', async () => {
    expect(await data(coreApi.config())).toEqual({ file_size_limit: 5242880 });
    expect(called()).toEqual(['GET /api/instances/']);
  });

  it('coreApi.me and profileApi.me compose the user, the profile’s theme and the workspace role', async () => {
    const me = await data(coreApi.me());
    expect(me).toMatchObject({ id: mara, display_name: 'mara', email: 'mara@northwind.test', role: 'admin', avatar: '/api/assets/v2/static/7b9d1f3a-8c0e-4b2d-8e4f-6a8b0c2d4e6f/' });
    // Plane's own custom theme has three of the spec's keys: the rest come from the defaults.
    expect(me.theme).toMatchObject({ theme: 'custom', primary: '#3f76ff', background: '#1a1d23', darkPalette: true, text: '#c5c5c5' });
    expect(called().sort()).toEqual(['GET /api/users/me/', 'GET /api/users/me/profile/', 'GET /api/workspaces/{slug}/workspace-members/me/']);
    expect((await data(profileApi.me())).role).toBe('admin');
  });

  it('reads of the current user that start together share one set of requests', async () => {
    const [first, second] = await Promise.all([coreApi.me(), profileApi.me()]);
    expect(first.ok && second.ok && first.data.id === mara && second.data.role === 'admin').toBe(true);
    expect(called().sort()).toEqual(['GET /api/users/me/', 'GET /api/users/me/profile/', 'GET /api/workspaces/{slug}/workspace-members/me/']);
    // Once answered, the next read asks again (Plane's answers are not kept).
    await data(coreApi.me());
    expect(called()).toHaveLength(6);
  });

  it('coreApi.workspace and profileApi.workspace show the uploaded logo', async () => {
    expect(await data(coreApi.workspace(ws))).toMatchObject({ id: wsId, slug: ws, name: 'Northwind', logo: '/api/assets/v2/static/5f7b9d1e-6a8c-4f0b-8c2d-4e6f8a0b2c4d/' });
    expect((await data(profileApi.workspace(ws))).logo).toContain('/api/assets/v2/static/');
  });

  it('coreApi.myWorkspaces reads the bare array of the caller\'s workspaces', async () => {
    expect(await data(coreApi.myWorkspaces())).toEqual([{ id: wsId, slug: ws, name: 'Northwind', logo: '/api/assets/v2/static/5f7b9d1e-6a8c-4f0b-8c2d-4e6f8a0b2c4d/' }]);
    expect(called()).toEqual(['GET /api/users/me/workspaces/']);
  });

  it('coreApi.members leaves out inactive members and names integer roles', async () => {
    const members = await data(coreApi.members(ws));
    expect(members.map((m) => [m.member.display_name, m.role])).toEqual([['mara', 'admin'], ['teo', 'member']]);
  });

  it('coreApi.projects and coreApi.project map the flat feature switches and the cover', async () => {
    const projects = await data(coreApi.projects(ws));
    expect(projects.map((x) => x.identifier)).toEqual(['NWW', 'NWM']);
    expect(projects[1].features).toEqual({ cycles: false, modules: false, inbox: false, pages: true, views: false });
    const project = await data(coreApi.project(ws, p));
    expect(project).toMatchObject({ identifier: 'NWW', cover_image: '/api/assets/v2/static/8a0c2e4f-6b8d-4f1a-9c3e-5a7c9e1b3d5f/', estimates_enabled: false });
  });

  it('coreApi.updateProject removes a cover as Plane’s web does', async () => {
    const project = await data(coreApi.updateProject(ws, p, { cover_image: null }));
    expect(project.identifier).toBe('NWW');
    expectRequest('PATCH /api/workspaces/{slug}/projects/{projectId}/', 'equal');
  });

  it('issueDetailApi.get completes the issue from the project and its states, and reads Plane’s image markup', async () => {
    const issue = await data(issueDetailApi.get(ws, p, issue41));
    expect(issue).toMatchObject({ project__identifier: 'NWW', state__name: 'In Progress', state__color: '#f59e0b', state__group: 'started', priority: 'high', subscriber_ids: [mara] });
    expect(issue.description_html).toContain(`<img src="${editorImage}" width="35%">`);
    expect(issue.description_html).not.toContain('image-component');
  });

  it('issueDetailApi.update sends the description in Plane’s markup, then reads the issue again after the 204', async () => {
    const read = await data(issueDetailApi.get(ws, p, issue41));
    hits.length = 0;
    const saved = await data(issueDetailApi.update(ws, p, issue41, { description_html: read.description_html }));
    expect(saved.id).toBe(issue41);
    expect(called()).toContain('PATCH /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/');
    expect(called()).toContain('GET /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/');
    expectRequest('PATCH /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/', 'shape');
    const sent = hitOf('PATCH /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/').body as { description_html: string };
    expect(sent.description_html).toContain('<image-component src="6a8c0e2f-7b9d-4a1c-9d3e-5f7a9b1c3d5e" width="35%" height="auto"');
  });

  it('issueDetailApi.remove, states and labels', async () => {
    expect(await data(issueDetailApi.remove(ws, p, issue41))).toBeNull();
    expect((await data(issueDetailApi.states(ws, p))).map((s) => s.name)).toEqual(['Backlog', 'Todo', 'In Progress', 'Done', 'Cancelled']);
    expect((await data(issueDetailApi.labels(ws, p))).map((l) => l.name)).toEqual(['bug', 'frontend']);
    expect((await data(labelsApi.list(ws, p))).map((l) => l.color)).toEqual(['#e5484d', '#3e63dd']);
  });

  it('issuesApi.listProject unwraps the envelope and fills identifier, state name and colour', async () => {
    const issues = await data(issuesApi.listProject(ws, p));
    expect(issues.map((i) => `${i.project__identifier}-${i.sequence_id} ${i.state__name} ${i.state__color}`)).toEqual([
      'NWW-43 Todo #3a3a3a', 'NWW-42 Done #16a34a', 'NWW-41 In Progress #f59e0b',
    ]);
    const query = hitOf('GET /api/workspaces/{slug}/projects/{projectId}/issues/').url.searchParams;
    expect([query.get('per_page'), query.get('order_by')]).toEqual(['1000', 'sequence_id']);
  });

  it('issuesApi.firstOfProject asks for one page of that many rows in key order, and follows no cursor', async () => {
    const [issue] = await data(issuesApi.firstOfProject(ws, p, 1));
    expect(issue).toMatchObject({ project__identifier: 'NWW', state__name: expect.any(String) });
    expect(called().filter((e) => e.endsWith('/issues/'))).toHaveLength(1);
    const query = hitOf('GET /api/workspaces/{slug}/projects/{projectId}/issues/').url.searchParams;
    expect([query.get('per_page'), query.get('cursor'), query.get('order_by')]).toEqual(['1', '1:0:0', 'sequence_id']);
  });

  it('issuesApi.workspaceTab turns a tab into Plane’s filter with the caller’s id', async () => {
    const issues = await data(issuesApi.workspaceTab(ws, 'assigned'));
    expect(issues.map((i) => i.project__identifier)).toEqual(['NWW', 'NWW', 'NWW']);
    expect(hitOf('GET /api/workspaces/{slug}/issues/').url.searchParams.get('assignees')).toBe(mara);
  });

  it('issuesApi.search sends cycle=true and finds each row’s state id by name', async () => {
    const page = await data(issuesApi.search(ws, p, { search: 'release', workspaceSearch: false, cycleId }));
    expect(page).toEqual({ results: [expect.objectContaining({ id: issue43, state_id: '8f2b4d6c-3e5a-4b7c-9d0e-1f2a3b4c5d6e', project__identifier: 'NWW' })], total_count: 1, next_cursor: null });
    const query = hitOf('GET /api/workspaces/{slug}/projects/{projectId}/search-issues/').url.searchParams.toString();
    expect(query).toBe(planeManifest.endpoints.find((e) => e.path.endsWith('/search-issues/'))!.query);
  });

  it('issuesApi.bulkDelete counts what Plane’s message says', async () => {
    const ids = planeFixture<{ issue_ids: string[] }>('requests/bulk-delete-issues.delete.json').issue_ids;
    expect(await data(issuesApi.bulkDelete(ws, p, ids))).toEqual({ deleted: 2 });
    expectRequest('DELETE /api/workspaces/{slug}/projects/{projectId}/bulk-delete-issues/', 'equal');
  });

  it('cyclesModulesApi.cycles and modules read the list rows: dates as dates, Plane\'s own issue counts', async () => {
    expect(await data(cyclesModulesApi.cycles(ws, p))).toEqual([
      { id: cycleId, project_id: p, name: 'Sprint 21', start_date: '2026-05-11', end_date: '2026-05-24', total_issues: 2, completed_issues: 1 },
    ]);
    expect(await data(cyclesModulesApi.modules(ws, p))).toEqual([{ id: moduleId, project_id: p, name: 'Checkout revamp', total_issues: 2, completed_issues: 1 }]);
    expect(called()).toEqual(['GET /api/workspaces/{slug}/projects/{projectId}/cycles/', 'GET /api/workspaces/{slug}/projects/{projectId}/modules/']);
  });

  it('issuesApi.cycle and issuesApi.module take their issue ids from their issue lists', async () => {
    expect(await data(issuesApi.cycle(ws, p, cycleId))).toMatchObject({ name: 'Sprint 21', start_date: '2026-05-11', end_date: '2026-05-24', issue_ids: ['f9a1b3c5-0d2e-4f4a-8b6c-8d0e2f4a6b8c', issue41] });
    const module = await data(issuesApi.module(ws, p, moduleId));
    expect(module).toMatchObject({ name: 'Checkout revamp', archived: false });
    expect(module.issue_ids).toHaveLength(2);
    expect(module.link_module.map((l) => l.title)).toEqual(['Checkout spec']);
  });

  it('issuesApi.listTarget and analyticsApi.issues read cycle-issues/ and modules/{id}/issues/', async () => {
    const cycleIssues = await data(issuesApi.listTarget(ws, p, { kind: 'cycle', cycleId }));
    expect(cycleIssues.every((i) => i.project__identifier === 'NWW' && i.state__name !== '')).toBe(true);
    const moduleIssues = await data(analyticsApi.issues({ kind: 'module', workspaceSlug: ws, projectId: p, moduleId }));
    expect(moduleIssues).toHaveLength(2);
    // Both in key order, as the project's list: Plane's default is newest first.
    for (const list of ['cycles/{cycleId}/cycle-issues/', 'modules/{moduleId}/issues/']) {
      expect(hitOf(`GET /api/workspaces/{slug}/projects/{projectId}/${list}`).url.searchParams.get('order_by'), list).toBe('sequence_id');
    }
  });

  it('issuesApi.addToCycle, addToModule and addTo post the ids, then answer the target read again', async () => {
    expect((await data(issuesApi.addToCycle(ws, p, cycleId, [issue43]))).name).toBe('Sprint 21');
    expectRequest('POST /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/cycle-issues/', 'equal');
    expect((await data(issuesApi.addToModule(ws, p, moduleId, [issue43]))).name).toBe('Checkout revamp');
    expectRequest('POST /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/issues/', 'equal');
    expect((await data(issuesApi.addTo(ws, p, { kind: 'module', moduleId }, [issue43]))).id).toBe(moduleId);
  });

  it('analyticsApi.distribution: a cycle’s rows from analytics/, its counts from progress/; a module’s from its detail', async () => {
    const cycle = await data(analyticsApi.distribution({ kind: 'cycle', workspaceSlug: ws, projectId: p, cycleId }));
    expect(cycle).toMatchObject({ total_issues: 2, completed_issues: 1, state_groups: { backlog: 0, unstarted: 0, started: 1, completed: 1, cancelled: 0 } });
    expect(cycle.assignees.map((a) => a.display_name)).toEqual(['mara', 'teo']);
    expect(hitOf('GET /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/analytics/').url.searchParams.get('type')).toBe('issues');
    const module = await data(analyticsApi.distribution({ kind: 'module', workspaceSlug: ws, projectId: p, moduleId }));
    expect(module.labels.map((l) => l.label_name)).toEqual(['bug', 'frontend']);
    expect(module.total_issues).toBe(2);
  });

  it('linksApi on issues and modules', async () => {
    expect((await data(linksApi.list(issueOwner)))[0].url).toBe('https://github.com/northwind/web/pull/512');
    const created = await data(linksApi.create(issueOwner, { url: 'https://github.com/northwind/web/pull/512', title: '' }));
    expect(created.id).toBeTruthy();
    expectRequest('POST /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/issue-links/', 'equal');
    expect((await data(linksApi.update(issueOwner, '13579bdf-2468-4ace-9bdf-02468ace1357', { url: 'https://a.io', title: 'A' }))).id).toBeTruthy();
    expect(await data(linksApi.remove(issueOwner, '13579bdf-2468-4ace-9bdf-02468ace1357'))).toBeNull();

    expect((await data(linksApi.list(moduleOwner)))[0].title).toBe('Figma');
    await data(linksApi.create(moduleOwner, { url: 'https://www.figma.com/file/a1B2c3D4/checkout', title: 'Figma' }));
    expectRequest('POST /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/module-links/', 'equal');
    await data(linksApi.update(moduleOwner, '24680ace-1357-4bdf-8ace-13579bdf2468', { url: 'https://a.io', title: '' }));
    expect(await data(linksApi.remove(moduleOwner, '24680ace-1357-4bdf-8ace-13579bdf2468'))).toBeNull();
  });

  it('activitiesApi.page: a person’s feed pages with Plane’s cursor; an issue’s history is cut into pages here', async () => {
    const first = await data(activitiesApi.page({ kind: 'user', workspaceSlug: ws, userId: mara }, { perPage: 3 }));
    expect(first).toMatchObject({ total_count: 4, next_cursor: '3:1:0' });
    expect(first.results[0].actor_detail.avatar).toContain('/api/assets/v2/static/');
    const history = await data(activitiesApi.page({ kind: 'issue', workspaceSlug: ws, projectId: p, issueId: issue41 }, { perPage: 2 }));
    expect(history.results.map((a) => a.field)).toEqual(['labels', 'state']);
    expect(history.next_cursor).toBe('2');
    expect(hitOf('GET /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/history/').url.searchParams.get('activity_type')).toBe('issue-property');
    const properties = await data(activitiesApi.page({ kind: 'issue', workspaceSlug: ws, projectId: p, issueId: issue41 }, { group: 'properties' }));
    expect(properties.results.map((a) => a.field)).toEqual(['labels', 'state']);
  });

  it('aiApi.ask passes the prompt and task through', async () => {
    const body = planeFixture<{ prompt: string; task: string }>('requests/ai-assistant.post.json');
    expect((await data(aiApi.ask(ws, p, body))).response).toBeTruthy();
    expectRequest('POST /api/workspaces/{slug}/projects/{projectId}/ai-assistant/', 'equal');
  });

  it('assetsApi.upload, for an issue’s image: details, the file to storage with its fields, then marked uploaded', async () => {
    const progress: number[] = [];
    const result = await data(assetsApi.upload(
      { kind: 'workspace', workspaceSlug: ws, purpose: { use: 'issue-description', projectId: p, issueId: issue41 } },
      file('footer-overlap.png', 183422, 'image/png'),
      { onProgress: (f) => progress.push(f) },
    ));
    expect(result).toEqual({ asset: editorImage });
    expect(called()).toEqual([
      'POST /api/assets/v2/workspaces/{slug}/projects/{projectId}/',
      'POST {upload_data.url}',
      'PATCH /api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/',
    ]);
    expectRequest('POST /api/assets/v2/workspaces/{slug}/projects/{projectId}/', 'equal');
    expectRequest('PATCH /api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/', 'equal');
    // Storage checks its policy against the fields in order, the file last.
    const fields = Object.keys(planeFixture<{ upload_data: { fields: Record<string, string> } }>('responses/asset-project.post.json').upload_data.fields);
    const sent = hitOf('POST {upload_data.url}').body as [string, string][];
    expect(sent.map(([name]) => name)).toEqual([...fields, 'file']);
    expect(sent.at(-1)![1]).toBe('file:footer-overlap.png:183422');
    expect(progress.at(-1)).toBe(1);
  });

  it('assetsApi.upload, for a workspace logo, a project cover and an avatar', async () => {
    await data(assetsApi.upload({ kind: 'workspace', workspaceSlug: ws, purpose: { use: 'workspace-logo' } }, file('logo.png', 48213, 'image/png')));
    expectRequest('POST /api/assets/v2/workspaces/{slug}/', 'equal');
    expect(called()).toContain('PATCH /api/assets/v2/workspaces/{slug}/{assetId}/');
    hits.length = 0;
    await data(assetsApi.upload({ kind: 'workspace', workspaceSlug: ws, purpose: { use: 'project-cover', projectId: p } }, file('image_7.jpg', 211004, 'image/jpeg')));
    expectRequest('POST /api/assets/v2/workspaces/{slug}/', 'equal', 'requests/asset-project-cover.post.json');
    hits.length = 0;
    const avatar = await data(assetsApi.upload({ kind: 'user' }, file('mara.jpg', 92744, 'image/jpeg')));
    expect(avatar.asset).toMatch(/^\/api\/assets\/v2\/static\/[0-9a-f-]+\/$/);
    expectRequest('POST /api/assets/v2/user-assets/', 'equal');
    expect(called()).toContain('PATCH /api/assets/v2/user-assets/{assetId}/');
  });

  it('assetsApi deletes and restores by asset id', async () => {
    expect(await data(assetsApi.deleteUserAsset('7b9d1f3a-8c0e-4b2d-8e4f-6a8b0c2d4e6f'))).toBeNull();
    expect(await data(assetsApi.deleteWorkspaceAsset(wsId, '5f7b9d1e-6a8c-4f0b-8c2d-4e6f8a0b2c4d', ws))).toBeNull();
    expect(await data(assetsApi.deleteByUrl({ kind: 'workspace', workspaceSlug: ws }, '/api/assets/v2/static/5f7b9d1e-6a8c-4f0b-8c2d-4e6f8a0b2c4d/', wsId))).toBeNull();
    expect(await data(assetsApi.deleteByPath(editorImage.slice(1)))).toBeNull();
    expect(hitOf('DELETE /api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/').url.pathname).toBe(editorImage);
    expect(await data(assetsApi.restoreByPath(editorImage.slice(1)))).toBeNull();
    expect(hitOf('POST /api/assets/v2/workspaces/{slug}/restore/{assetId}/').url.pathname).toBe('/api/assets/v2/workspaces/northwind/restore/6a8c0e2f-7b9d-4a1c-9d3e-5f7a9b1c3d5e/');
  });

  it('mediaApi.unsplash answers the search’s results; projectCovers are the site’s own', async () => {
    const photos = await data(mediaApi.unsplash('mountain'));
    expect(photos).toHaveLength(2);
    expect(photos[0].urls.small).toMatch(/^https:\/\/images\.unsplash\.com\//);
    setSiteOrigin('https://tracker.example.com');
    const covers = await data(mediaApi.projectCovers());
    expect(covers.length).toBeGreaterThan(3);
    expect(covers.every((url) => url.startsWith('https://tracker.example.com/covers/'))).toBe(true);
  });

  it('profileApi.updateTheme writes the spec’s theme whole, and resets with {}', async () => {
    const theme = planeFixture<{ theme: never }>('requests/profile-theme.patch.json').theme;
    expect((await data(profileApi.updateTheme(theme))).theme).toMatchObject({ theme: 'custom' });
    expectRequest('PATCH /api/users/me/profile/', 'equal');
    hits.length = 0;
    expect(await data(profileApi.updateTheme(null))).toEqual({ theme: null });
    expectRequest('PATCH /api/users/me/profile/', 'equal', 'requests/profile-theme-reset.patch.json');
  });

  it('profileApi.updateAvatar: clearing writes avatar "", and the answer is the composed user', async () => {
    const user = await data(profileApi.updateAvatar(null));
    expect(user.role).toBe('admin');
    expect(hitOf('PATCH /api/users/me/').body).toEqual({ avatar: '' });
  });

  it('profileApi.updateWorkspaceLogo and settingsApi.updateWorkspace', async () => {
    expect((await data(profileApi.updateWorkspaceLogo(ws, null))).slug).toBe(ws);
    expect(hitOf('PATCH /api/workspaces/{slug}/').body).toEqual({ logo: '' });
    hits.length = 0;
    expect((await data(settingsApi.updateWorkspace(ws, { name: 'Northwind Labs' }))).name).toBe('Northwind Labs');
    expectRequest('PATCH /api/workspaces/{slug}/', 'equal');
  });

  it('settingsApi.createWorkspace renames the form’s answers', async () => {
    const created = await data(settingsApi.createWorkspace({ name: 'Northwind Labs', slug: 'northwind-labs', company_size: '11-50', role: 'Engineering lead' }));
    expect(created).toMatchObject({ slug: 'northwind-labs' });
    expectRequest('POST /api/workspaces/', 'equal');
  });

  it('settingsApi.exports lists completed exports; createExport waits for the new one', async () => {
    const listed = await data(settingsApi.exports(ws));
    expect(listed).toEqual([expect.objectContaining({ format: 'csv', rows: null, file_name: 'export-northwind-8c41d2-2026-05-18.zip' })]);
    expect(hitOf('GET /api/workspaces/{slug}/export-issues/').url.searchParams.toString()).toBe('per_page=100&cursor=100%3A0%3A0');

    // Before the request the list holds only the export still processing; the completed one is new.
    const page = planeFixture<{ results: { status: string }[] }>('responses/export-issues.get.json');
    let reads = 0;
    server.use(http.get('*/api/workspaces/:slug/export-issues/', () => {
      reads += 1;
      return HttpResponse.json(reads === 1 ? { ...page, results: page.results.filter((r) => r.status !== 'completed') } : page);
    }));
    const waitEvery = EXPORT_WAIT.everyMs;
    EXPORT_WAIT.everyMs = 1;
    try {
      const created = await data(settingsApi.createExport(ws, 'csv', [p]));
      expect(created).toMatchObject({ format: 'csv', url: expect.stringMatching(/^https:\/\/plane\.northwind\.test\/uploads\//) });
      expectRequest('POST /api/workspaces/{slug}/export-issues/', 'equal');
    } finally {
      EXPORT_WAIT.everyMs = waitEvery;
    }
  });

  it('downloadFile fetches an absolute (presigned) URL as it is, without cookies', async () => {
    const url = 'https://plane.northwind.test/uploads/x/export-northwind-8c41d2-2026-05-18.zip?X-Amz-Signature=1';
    let credentials: string | null = null;
    server.use(http.get('https://plane.northwind.test/uploads/x/:file', ({ request }) => {
      credentials = request.credentials;
      return new HttpResponse('zip', { headers: { 'Content-Type': 'application/zip' } });
    }));
    const downloaded = await data(downloadFile(url, 'export-northwind-8c41d2-2026-05-18.zip'));
    expect(downloaded.fileName).toBe('export-northwind-8c41d2-2026-05-18.zip');
    expect(credentials).toBe('omit');
  });

  it('settingsApi webhooks never pass on the secret; API tokens are the user’s', async () => {
    const hooks = await data(settingsApi.webhooks(ws));
    expect(hooks).toEqual([{ id: 'bf3b5d7e-2a4c-4f6b-8c8d-0e2f4a6b8c0d', url: 'https://hooks.northwind.test/plane', created_at: expect.any(String) }]);
    expect(JSON.stringify(hooks)).not.toContain('secret');
    await data(settingsApi.createWebhook(ws, 'https://hooks.northwind.test/plane'));
    expect(hitOf('POST /api/workspaces/{slug}/webhooks/').body).toMatchObject({ url: 'https://hooks.northwind.test/plane', issue: true, cycle: true, module: true });
    expect(await data(settingsApi.deleteWebhook(ws, 'bf3b5d7e-2a4c-4f6b-8c8d-0e2f4a6b8c0d'))).toBeNull();

    expect((await data(settingsApi.apiTokens(ws)))[0]).toMatchObject({ label: 'CI release notes', last_four: '' });
    const token = await data(settingsApi.createApiToken(ws, 'CI release notes', '30'));
    expect(token).toMatchObject({ token: 'plane_api_7d3e9a1c5b2f4e8d0a6c1b3e5f7a9d2c', last_four: '9d2c' });
    expectRequest('POST /api/users/api-tokens/', 'shape');
    expect(await data(settingsApi.deleteApiToken(ws, 'c04c6e8f-3b5d-4a7c-9d9e-1f3a5b7c9d1e'))).toBeNull();
  });

  it('calls Plane does not have are unavailable, with the line that says why', async () => {
    for (const [call, invoke] of [
      ['workspaceActivities', () => activitiesApi.page({ kind: 'workspace', workspaceSlug: ws })],
      ['imports', () => settingsApi.imports(ws)],
      ['createImport', () => settingsApi.createImport(ws, { provider: 'github', repository: 'a/b' })],
    ] as const) {
      const availability = callAvailability(call);
      expect(availability.available).toBe(false);
      const result = await invoke();
      expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable', message: availability.available ? '' : availability.reason } });
    }
    expect(hits).toEqual([]);
  });

  it('called every endpoint of the manifest and checked every request fixture', () => {
    const served = planeManifest.endpoints.filter((e) => e.status !== 302).map(endpointKey);
    expect(served.filter((e) => !allHits.has(e))).toEqual([]);
    const requests = planeManifest.endpoints.flatMap((e) => [e.request, e.also?.request]).filter((f): f is string => !!f && f.endsWith('.json'));
    const extra = ['requests/asset-project-cover.post.json'];
    expect([...requests, ...extra].filter((f) => !checkedRequests.has(f))).toEqual([]);
  });
});
