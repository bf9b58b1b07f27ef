import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Plane fixtures are the contract the `plane` adapter and the Plane-shaped server are held to, so they
 * must themselves keep Plane's conventions: UUID ids, integer roles, offset-bearing timestamps and the
 * paginator's envelope. (Profile.role is a job title, a string, in Plane as well.)
 */
const ROOT = join(process.cwd(), 'fixtures/plane');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const ID_KEYS = new Set(['id', 'workspace', 'project', 'owner', 'member', 'actor', 'issue', 'module', 'user', 'created_by', 'updated_by', 'initiated_by', 'logo_asset', 'cover_image_asset', 'avatar_asset', 'default_state', 'project_lead', 'lead_id']);
const TIME_KEYS = new Set(['date_joined', 'last_login', 'last_login_time', 'last_logout_time', 'last_active', 'last_used']);
const ENVELOPE = ['grouped_by', 'sub_grouped_by', 'total_count', 'next_cursor', 'prev_cursor', 'next_page_results', 'prev_page_results', 'count', 'total_pages', 'total_results', 'extra_stats', 'results'];

interface Endpoint { method: string; path: string; status: number; response: string | null; request?: string; serializer: string | null }
const manifest = JSON.parse(readFileSync(join(ROOT, 'endpoints.json'), 'utf8')) as { plane_commit: string; endpoints: Endpoint[] };
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const files = ['responses', 'requests', 'errors'].flatMap((dir) => readdirSync(join(ROOT, dir)).map((name) => `${dir}/${name}`));

/** Every [key, value] pair in a JSON document, depth first. */
function* entries(value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* entries(item);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      yield [key, inner];
      yield* entries(inner);
    }
  }
}

describe('Plane fixtures', () => {
  it('name the pinned commit and point only at files that exist', () => {
    expect(manifest.plane_commit).toBe('4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b');
    for (const endpoint of manifest.endpoints) {
      for (const file of [endpoint.response, endpoint.request].filter((f): f is string => !!f && f.endsWith('.json'))) {
        expect(existsSync(join(ROOT, file)), `${endpoint.method} ${endpoint.path}: ${file}`).toBe(true);
      }
      // 204 and 302 carry no body; every other status has its fixture.
      expect(endpoint.response === null, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.status === 204 || endpoint.status === 302);
    }
  });

  it.each(files.filter((f) => !f.includes('unsplash')))('%s uses UUIDs, integer roles and offset timestamps', (file) => {
    for (const [key, value] of entries(read(file))) {
      if ((ID_KEYS.has(key) || key.endsWith('_id')) && typeof value === 'string' && key !== 'instance_id') {
        expect(value, `${file}: ${key}`).toMatch(UUID);
      }
      if ((key === 'role' || key === 'member_role') && !file.includes('profile')) {
        expect([5, 15, 20, null], `${file}: ${key}`).toContain(value);
      }
      if ((key.endsWith('_at') || TIME_KEYS.has(key)) && typeof value === 'string') {
        expect(value, `${file}: ${key}`).toMatch(TIMESTAMP);
      }
    }
  });

  it.each(manifest.endpoints.filter((e) => e.serializer?.includes('paginate')))('$method $path answers the paginator envelope', (endpoint) => {
    const page = read(endpoint.response as string) as Record<string, unknown>;
    expect(Object.keys(page)).toEqual(ENVELOPE);
    expect(page.next_cursor).toMatch(/^\d+:\d+:0$/);
    expect(page.prev_cursor).toMatch(/^\d+:-?\d+:1$/);
    expect(page.count).toBe((page.results as unknown[]).length);
    expect(page.total_results).toBe(page.total_count);
  });
});
