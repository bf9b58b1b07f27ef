// @vitest-environment node
// Over 300 lines: the Plane-shaped server held to every fixture of fixtures/plane/endpoints.json on a
// running server; one server start serves all of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../../../fixtures/seed';
import { planeRoutes } from '../../../../mocks/plane/handlers';
import { compileRoutes, findRoute } from '../../../../mocks/route-table';
import { PlaneIds } from '../../../../mocks/plane/ids';
import { PLANE_ROUTES } from '../../../../mocks/plane/routes';
import { Sessions } from '../../../../mocks/plane/sessions';
import { ObjectStore } from '../../../../mocks/plane/storage';
import { learn, mismatches, type ShapeRules } from '../../../helpers/json-shape';
import { startPlane, withRealNetwork, type HttpClient, type LivePlane } from '../../../helpers/plane-server';

/**
 * The structural contract of the Plane-shaped server: every endpoint of fixtures/plane/endpoints.json
 * is called on the running server over HTTP, and its answer must have the status of the manifest
 * and exactly the shape of the endpoint's fixture (keys, and value kinds down to UUIDs, UTC or
 * offset datetimes and dates). Every error fixture is produced the same way, or named below with
 * the reason the server cannot produce it.
 */
withRealNetwork();

const ROOT = join(process.cwd(), 'fixtures/plane');
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface Endpoint { method: string; path: string; status: number; response: string | null; request?: string; query?: string; also?: { request?: string; response: string; when?: string } }
const manifest = read('endpoints.json') as { endpoints: Endpoint[] };
const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** The fixtures' own ids, for swapping into request fixtures. */
const FIXTURE = {
  workspace: '0f5b7a52-3c1e-4d8a-9b6f-2e4c8d1a7b30',
  project: '1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e',
  project2: '4c8e2a6f-0b3d-4e7a-9c1f-5d2b8a6e3f71',
  issue41: 'e8f0a2b4-9c1d-4e3f-9a5b-7c9d1e3f5a7b',
  issue42: 'f9a1b3c5-0d2e-4f4a-8b6c-8d0e2f4a6b8c',
  issue43: '0a2c4e6f-1b3d-4a5c-9d7e-9f1a3b5c7d9e',
};

/** A request fixture with the fixture's ids replaced by this server's. */
function fill(file: string, swap: Record<string, string>): unknown {
  let text = readFileSync(join(ROOT, file), 'utf8');
  for (const [from, to] of Object.entries(swap)) text = text.split(from).join(to);
  return JSON.parse(text);
}

/**
 * Where the fixtures happen to show only some of the kinds Plane's columns allow. Each entry is a
 * column that is nullable (`null=True`) or optional in Plane's model or serializer at the pinned commit.
 */
const RULES: ShapeRules = {
  // Free JSON columns (JSONField): a stored theme, asset attributes, a project's icon or emoji.
  free: new Set(['theme', 'attributes', 'estimate_distribution', 'metadata', 'logo_props']),
  maps: new Set(['completion_chart']),
  alsoAllowed: {
    // Issue: dates, completion, cycle and parent are optional (db/models/issue.py).
    start_date: ['null', 'date', 'datetime-offset'], target_date: ['null', 'date'], completed_at: ['null', 'datetime-utc', 'datetime-offset'],
    cycle_id: ['null', 'uuid'], updated_by: ['null', 'uuid'], link_count: ['null', 'number'],
    // Users without an uploaded avatar, workspaces without a logo, projects without a cover.
    avatar_url: ['null', 'string'], logo_url: ['null', 'string'], cover_image_url: ['null', 'string'], cover_image: ['null', 'string'],
    logo: ['null', 'string'], logo_asset: ['null', 'uuid'], avatar_asset: ['null', 'uuid'], cover_image_asset: ['null', 'uuid'],
    // Links without a title (IssueLink.title null=True); a module without a lead or dates (Module.lead, start_date, target_date).
    title: ['null', 'string'], lead_id: ['null', 'uuid'], estimate: ['null', 'uuid'],
    // Activity rows: the identifiers and values of a change are empty when the field has none; a deleted issue has no detail.
    old_value: ['null', 'string', 'date'], new_value: ['null', 'string', 'date'], field: ['null', 'string'], old_identifier: ['null', 'uuid'],
    new_identifier: ['null', 'uuid'], issue: ['null', 'uuid'], issue_detail: ['null', 'object'],
    // Analytics rows group unassigned and unlabelled issues under null (a `.values()` group by).
    assignee_id: ['null', 'uuid'], display_name: ['null', 'string'], label_id: ['null', 'uuid'], label_name: ['null', 'string'],
    color: ['null', 'string'], first_name: ['null', 'string'], last_name: ['null', 'string'],
    // The export's link appears once the background task has built it.
    url: ['null', 'string'],
  },
};

interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Runs first, on the same client: makes the object the call needs and answers its path parameters. */
  setup?: (c: HttpClient) => Promise<Record<string, string>>;
  client?: 'no-unsplash';
}

let plane: LivePlane;
let noUnsplash: LivePlane;
let id: (seedId: string) => string;
let slug: string;

/** Creates an asset through the API and answers its id (and, when `upload`, stores the file and marks it uploaded). */
async function makeAsset(c: HttpClient, kind: 'workspace' | 'project' | 'user', upload: boolean): Promise<Record<string, string>> {
  const base = kind === 'user' ? '/api/assets/v2/user-assets/' : kind === 'workspace' ? `/api/assets/v2/workspaces/${slug}/` : `/api/assets/v2/workspaces/${slug}/projects/${id('project-0001')}/`;
  const entity = kind === 'user' ? { entity_type: 'USER_AVATAR', entity_identifier: '' }
    : kind === 'workspace' ? { entity_type: 'WORKSPACE_LOGO', entity_identifier: plane.world.workspace_id }
    : { entity_type: 'ISSUE_DESCRIPTION', entity_identifier: id('issue-web-0001') };
  const created = (await (await c.fetch(base, { method: 'POST', json: { name: 'pixel.png', type: 'image/png', size: 68, ...entity } })).json()) as {
    asset_id: string; upload_data: { url: string; fields: Record<string, string> };
  };
  if (upload) {
    const form = new FormData();
    for (const [k, v] of Object.entries(created.upload_data.fields)) form.append(k, v);
    form.append('file', new Blob([PIXEL], { type: 'image/png' }), 'pixel.png');
    expect((await fetch(created.upload_data.url, { method: 'POST', body: form })).status).toBe(204);
    expect((await c.fetch(`${base}${created.asset_id}/`, { method: 'PATCH', json: {} })).status).toBe(204);
  }
  return { assetId: created.asset_id, uploadUrl: created.upload_data.url, fields: JSON.stringify(created.upload_data.fields) };
}

/** A 1×1 PNG. */
const PIXEL = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

function cases(): Record<string, Call> {
  const p = () => ({ projectId: id('project-0001') });
  const swap = () => ({
    [FIXTURE.workspace]: plane.world.workspace_id, [FIXTURE.project]: id('project-0001'), [FIXTURE.issue41]: id('issue-web-0001'),
  });
  return {
    'GET /api/instances/': {},
    'GET /api/users/me/': {},
    'PATCH /api/users/me/': { body: { first_name: 'Ada' } },
    'GET /api/users/me/workspaces/': {},
    'GET /api/users/me/profile/': {},
    'PATCH /api/users/me/profile/': { body: read('requests/profile-theme.patch.json') },
    'GET /api/workspaces/{slug}/workspace-members/me/': {},
    'POST /api/workspaces/': { body: read('requests/workspaces.post.json') },
    'GET /api/workspaces/{slug}/': {},
    'PATCH /api/workspaces/{slug}/': { body: read('requests/workspace.patch.json') },
    'GET /api/workspaces/{slug}/members/': {},
    'GET /api/workspaces/{slug}/states/': {},
    'GET /api/workspaces/{slug}/projects/': {},
    'GET /api/workspaces/{slug}/projects/{projectId}/': { params: p() },
    'PATCH /api/workspaces/{slug}/projects/{projectId}/': { params: p(), body: read('requests/project-cover-remove.patch.json') },
    'GET /api/workspaces/{slug}/projects/{projectId}/states/': { params: p() },
    'GET /api/workspaces/{slug}/projects/{projectId}/issue-labels/': { params: p() },
    'GET /api/workspaces/{slug}/projects/{projectId}/issues/': { params: p() },
    'GET /api/workspaces/{slug}/issues/': {},
    'GET /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/': { params: { ...p(), issueId: id('issue-web-0001') } },
    'PATCH /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/': { params: { ...p(), issueId: id('issue-web-0002') }, body: fill('requests/issue.patch.json', swap()) },
    'DELETE /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/': { params: { ...p(), issueId: id('issue-web-0050') } },
    // The fixture searched its own seed for "release"; ours has no such issue, so the search is for "fix".
    'GET /api/workspaces/{slug}/projects/{projectId}/search-issues/': { params: p(), query: 'search=fix&workspace_search=false&cycle=true' },
    'DELETE /api/workspaces/{slug}/projects/{projectId}/bulk-delete-issues/': {
      params: p(), body: fill('requests/bulk-delete-issues.delete.json', { [FIXTURE.issue42]: id('issue-web-0060'), [FIXTURE.issue43]: id('issue-web-0061') }),
    },
    'GET /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/issue-links/': { params: { ...p(), issueId: id('issue-web-0001') } },
    'POST /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/issue-links/': { params: { ...p(), issueId: id('issue-web-0001') }, body: read('requests/issue-link.post.json') },
    'PATCH /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/issue-links/{linkId}/': {
      params: { ...p(), issueId: id('issue-web-0001') }, body: { title: 'Design review' }, setup: async () => ({ linkId: id('ilink-0001') }),
    },
    'DELETE /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/issue-links/{linkId}/': {
      params: { ...p(), issueId: id('issue-web-0001') }, setup: async () => ({ linkId: id('ilink-0002') }),
    },
    'GET /api/workspaces/{slug}/projects/{projectId}/issues/{issueId}/history/': { params: { ...p(), issueId: id('issue-web-0001') } },
    'GET /api/workspaces/{slug}/user-activity/{userId}/': { params: { userId: id('user-0001') } },
    'GET /api/workspaces/{slug}/projects/{projectId}/cycles/': { params: p() },
    'GET /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/': { params: { ...p(), cycleId: id('cycle-1-0002') } },
    'GET /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/cycle-issues/': { params: { ...p(), cycleId: id('cycle-1-0002') } },
    'POST /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/cycle-issues/': {
      params: { ...p(), cycleId: id('cycle-1-0002') }, body: fill('requests/cycle-issues.post.json', { [FIXTURE.issue43]: id('issue-web-0100') }),
    },
    'GET /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/analytics/': { params: { ...p(), cycleId: id('cycle-1-0002') } },
    'GET /api/workspaces/{slug}/projects/{projectId}/cycles/{cycleId}/progress/': { params: { ...p(), cycleId: id('cycle-1-0002') } },
    'GET /api/workspaces/{slug}/projects/{projectId}/modules/': { params: p() },
    'GET /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/': { params: { ...p(), moduleId: id('module-1-0001') } },
    'GET /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/issues/': { params: { ...p(), moduleId: id('module-1-0001') } },
    'POST /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/issues/': {
      params: { ...p(), moduleId: id('module-1-0001') }, body: fill('requests/module-issues.post.json', { [FIXTURE.issue43]: id('issue-web-0101') }),
    },
    'GET /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/module-links/': { params: { ...p(), moduleId: id('module-1-0001') } },
    'POST /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/module-links/': { params: { ...p(), moduleId: id('module-1-0001') }, body: read('requests/module-link.post.json') },
    'PATCH /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/module-links/{linkId}/': {
      params: { ...p(), moduleId: id('module-1-0001') }, body: { url: 'https://example.com/spec-v2', title: 'Spec v2' }, setup: async () => ({ linkId: id('mlink-1-0001') }),
    },
    'DELETE /api/workspaces/{slug}/projects/{projectId}/modules/{moduleId}/module-links/{linkId}/': {
      params: { ...p(), moduleId: id('module-1-0001') },
      setup: async (c) => {
        const link = (await (await c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/modules/${id('module-1-0001')}/module-links/`, { method: 'POST', json: { url: 'https://example.com/gone', title: null } })).json()) as { id: string };
        return { linkId: link.id };
      },
    },
    'POST /api/workspaces/{slug}/projects/{projectId}/ai-assistant/': { params: p(), body: read('requests/ai-assistant.post.json') },
    'GET /api/unsplash/': { query: 'query=mountain' },
    'POST /api/assets/v2/workspaces/{slug}/': { body: fill('requests/asset-workspace-logo.post.json', swap()) },
    'PATCH /api/assets/v2/workspaces/{slug}/{assetId}/': { body: read('requests/asset-mark-uploaded.patch.json'), setup: (c) => makeAsset(c, 'workspace', false) },
    'DELETE /api/assets/v2/workspaces/{slug}/{assetId}/': { setup: (c) => makeAsset(c, 'workspace', true) },
    'POST /api/assets/v2/workspaces/{slug}/restore/{assetId}/': {
      setup: async (c) => {
        const made = await makeAsset(c, 'workspace', true);
        await c.fetch(`/api/assets/v2/workspaces/${slug}/${made.assetId}/`, { method: 'DELETE' });
        return made;
      },
    },
    'POST /api/assets/v2/workspaces/{slug}/projects/{projectId}/': { params: p(), body: fill('requests/asset-editor-image.post.json', swap()) },
    'PATCH /api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/': { params: p(), body: read('requests/asset-mark-uploaded.patch.json'), setup: (c) => makeAsset(c, 'project', false) },
    'DELETE /api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/': { params: p(), setup: (c) => makeAsset(c, 'project', true) },
    'GET /api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/': { params: p(), setup: (c) => makeAsset(c, 'project', true) },
    'POST /api/assets/v2/user-assets/': { body: read('requests/asset-user-avatar.post.json') },
    'PATCH /api/assets/v2/user-assets/{assetId}/': { body: read('requests/asset-mark-uploaded.patch.json'), setup: (c) => makeAsset(c, 'user', false) },
    'DELETE /api/assets/v2/user-assets/{assetId}/': { setup: (c) => makeAsset(c, 'user', true) },
    'GET /api/assets/v2/static/{assetId}/': { setup: (c) => makeAsset(c, 'workspace', true) },
    'POST {upload_data.url}': { setup: (c) => makeAsset(c, 'project', false) },
    'GET /api/workspaces/{slug}/export-issues/': {
      query: 'per_page=10&cursor=10:0:0',
      setup: async (c) => {
        await c.fetch(`/api/workspaces/${slug}/export-issues/`, { method: 'POST', json: { provider: 'csv', project: [], multiple: false } });
        return {};
      },
    },
    'POST /api/workspaces/{slug}/export-issues/': { body: fill('requests/export-issues.post.json', swap()) },
    'GET /api/workspaces/{slug}/webhooks/': {
      setup: async (c) => {
        await c.fetch(`/api/workspaces/${slug}/webhooks/`, { method: 'POST', json: { url: 'https://hooks.example.com/listed' } });
        return {};
      },
    },
    'POST /api/workspaces/{slug}/webhooks/': { body: { url: 'https://hooks.example.com/plane' } },
    'DELETE /api/workspaces/{slug}/webhooks/{webhookId}/': {
      setup: async (c) => ({ webhookId: ((await (await c.fetch(`/api/workspaces/${slug}/webhooks/`, { method: 'POST', json: { url: 'https://hooks.example.com/gone' } })).json()) as { id: string }).id }),
    },
    'GET /api/users/api-tokens/': {
      setup: async (c) => {
        await c.fetch('/api/users/api-tokens/', { method: 'POST', json: read('requests/api-token.post.json') });
        return {};
      },
    },
    'POST /api/users/api-tokens/': { body: read('requests/api-token.post.json') },
    'DELETE /api/users/api-tokens/{tokenId}/': {
      setup: async (c) => ({ tokenId: ((await (await c.fetch('/api/users/api-tokens/', { method: 'POST', json: { label: 'gone' } })).json()) as { id: string }).id }),
    },
  };
}

const pathOf = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);

async function perform(endpoint: Endpoint, call: Call, c: HttpClient): Promise<Response> {
  const params: Record<string, string> = { slug, ...call.params, ...(await call.setup?.(c)) };
  if (endpoint.path === '{upload_data.url}') {
    const form = new FormData();
    for (const [k, v] of Object.entries(JSON.parse(params.fields) as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([PIXEL], { type: 'image/png' }), 'pixel.png');
    return fetch(params.uploadUrl, { method: 'POST', body: form });
  }
  const query = call.query ?? endpoint.query?.split(' ')[0];
  return c.fetch(`${pathOf(endpoint.path, params)}${query ? `?${query}` : ''}`, { method: endpoint.method, json: call.body });
}

beforeAll(async () => {
  const clock = () => new Date(FIXED_NOW);
  [plane, noUnsplash] = await Promise.all([startPlane({ clock }), startPlane({ clock, unsplash: false })]);
  slug = plane.world.slug;
  id = (seedId) => {
    const uuid = plane.world.ids[seedId];
    if (!uuid) throw new Error(`No UUID for ${seedId}`);
    return uuid;
  };
});
afterAll(async () => {
  await Promise.all([plane?.close(), noUnsplash?.close()]);
});

describe('the Plane-shaped server against fixtures/plane', () => {
  it('has a case for every endpoint of the manifest, and a route for every Plane path in it', () => {
    const table = cases();
    expect(Object.keys(table).sort()).toEqual(manifest.endpoints.map(keyOf).sort());
    const routes = Object.values(PLANE_ROUTES).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    for (const endpoint of manifest.endpoints.filter((e) => e.path.startsWith('/'))) expect(routes, keyOf(endpoint)).toContain(keyOf(endpoint));
  });

  it('has a handler for every route of its table', () => {
    const table = compileRoutes(planeRoutes({ ids: new PlaneIds(), sessions: new Sessions(), storage: new ObjectStore(), unsplash: true, clock: () => new Date() }));
    for (const [name, route] of Object.entries(PLANE_ROUTES)) {
      const url = new URL(route.path.replace(/:(\w+)/g, (_, param: string) => (param === 'slug' ? 'w' : crypto.randomUUID())), 'http://x');
      expect(findRoute(table, route.method, url.pathname), name).not.toBeNull();
    }
  });

  it('answers with ids, slugs and times of its own: UUIDs made at start, none of the seed', () => {
    expect(slug).toMatch(/^northwind-[0-9a-f]{6}$/);
    expect(Object.keys(plane.world.ids)).toContain('project-0001');
    for (const uuid of Object.values(plane.world.ids)) expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(Object.values(plane.world.ids)).size).toBe(Object.keys(plane.world.ids).length);
  });

  it.each(manifest.endpoints.map((e) => [keyOf(e), e] as const))('%s: the status and the shape of its fixture', async (_key, endpoint) => {
    const c = await plane.client();
    const response = await perform(endpoint, cases()[keyOf(endpoint)], c);
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(endpoint.status);
    if (endpoint.response === null) {
      expect(text).toBe('');
      if (endpoint.status === 302) {
        const object = await fetch(response.headers.get('location')!);
        expect(object.status).toBe(200);
        expect(Buffer.from(await object.arrayBuffer()).equals(PIXEL)).toBe(true);
      }
      return;
    }
    const body: unknown = JSON.parse(text);
    expect(JSON.stringify(body)).not.toMatch(/"(project|issue|user|state|label|cycle|module|activity|ws|link|mlink|ilink)-[a-z0-9-]+"/);
    expect(mismatches(body, learn(read(endpoint.response)), RULES)).toEqual([]);

    if (endpoint.also) {
      const variant = endpoint.also.request
        ? await c.fetch(pathOf(endpoint.path, { slug }), { method: endpoint.method, json: read(endpoint.also.request) })
        : await (await noUnsplash.client()).fetch(pathOf(endpoint.path, { slug }) + (endpoint.query ? `?${endpoint.query}` : ''));
      expect(variant.status).toBe(endpoint.status);
      expect(mismatches(await variant.json(), learn(read(endpoint.also.response)), RULES)).toEqual([]);
    }
  });
});

/** The error fixtures, each with a request that makes the server answer it. */
const ERRORS: Record<string, ((c: HttpClient) => Promise<Response>) | { notProduced: string }> = {
  '401-not-authenticated.json': async () => (await plane.client({ signedIn: false })).fetch('/api/users/me/'),
  '403-allow-permission.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${crypto.randomUUID()}/states/`),
  '403-permission-class.json': (c) => c.fetch('/api/workspaces/acme/states/'),
  '404-get-object.json': (c) => c.fetch('/api/workspaces/acme/'),
  '404-no-route.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/project-0001/issues/`),
  '404-object-does-not-exist.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/issues/${crypto.randomUUID()}/`),
  '409-not-a-project-member.json': { notProduced: 'every seeded user is a member of every seeded project' },
  '409-workspace-slug-taken.json': { notProduced: 'Plane answers it only on a database race; a taken slug is the 400' },
  '413-request-body-too-large.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/issues/${id('issue-web-0003')}/`, {
    method: 'PATCH', json: { description_html: 'x'.repeat(5_300_000) },
  }),
  '429-throttled.json': { notProduced: 'only anonymous callers over 30 requests a minute are throttled; the test server does not throttle' },
  '400-asset-type.json': (c) => c.fetch(`/api/assets/v2/workspaces/${slug}/`, { method: 'POST', json: { name: 'a.svg', type: 'image/svg+xml', size: 10, entity_type: 'WORKSPACE_LOGO' } }),
  '400-bulk-delete-empty.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/bulk-delete-issues/`, { method: 'DELETE', json: { issue_ids: [] } }),
  '400-cycle-completed.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/cycles/${id('cycle-1-0001')}/cycle-issues/`, {
    method: 'POST', json: { issues: [id('issue-web-0100')] },
  }),
  '400-exports-missing-cursor.json': (c) => c.fetch(`/api/workspaces/${slug}/export-issues/`),
  '400-link-duplicate.json': async (c) => {
    const path = `/api/workspaces/${slug}/projects/${id('project-0001')}/issues/${id('issue-web-0001')}/issue-links/`;
    return c.fetch(path, { method: 'POST', json: { url: 'https://milkdown.dev/docs', title: null } });
  },
  '400-link-invalid-url.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/issues/${id('issue-web-0001')}/issue-links/`, {
    method: 'POST', json: { url: 'https://exa mple', title: null },
  }),
  '400-theme-null.json': (c) => c.fetch('/api/users/me/profile/', { method: 'PATCH', json: { theme: null } }),
  '400-workspace-create.json': (c) => c.fetch('/api/workspaces/', { method: 'POST', json: { name: 'Admin', slug: 'admin' } }),
  '400-workspace-slug-taken.json': (c) => c.fetch('/api/workspaces/', { method: 'POST', json: { name: 'Twin', slug } }),
  '500-history-without-activity-type.json': (c) => c.fetch(`/api/workspaces/${slug}/projects/${id('project-0001')}/issues/${id('issue-web-0001')}/history/`),
};

describe('errors as Plane answers them', () => {
  it('names every error fixture', () => {
    expect(Object.keys(ERRORS).sort()).toEqual(readdirSync(join(ROOT, 'errors')).sort());
  });

  it.each(Object.keys(ERRORS).filter((f) => typeof ERRORS[f] === 'function'))('%s', async (file) => {
    const response = await (ERRORS[file] as (c: HttpClient) => Promise<Response>)(await plane.client());
    expect(response.status).toBe(Number(file.slice(0, 3)));
    expect(await response.json()).toEqual(read(`errors/${file}`));
  });
});
