// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NAMESPACE_COOKIE } from '../../../../mocks/namespace';
import { HttpClient, planeForFile } from '../../../helpers/plane-server';

/**
 * Plane's presigned uploads against the test server's storage, which checks the form as S3 and
 * MinIO do (docs/plane-api.md, "Uploads"): create, POST the file with the returned fields, PATCH
 * to mark it uploaded, then read it back through the redirect.
 */
const plane = planeForFile();

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);

interface Created { asset_id: string; asset_url: string; upload_data: { url: string; fields: Record<string, string> } }

async function create(c: HttpClient, path: string, body: Record<string, unknown>): Promise<Created> {
  const response = await c.fetch(path, { method: 'POST', json: { name: 'me.png', type: 'image/png', size: PNG.length, ...body } });
  expect(response.status).toBe(200);
  return (await response.json()) as Created;
}

function store(created: Created, options: { file?: Buffer; fields?: Record<string, string>; extra?: Record<string, string>; fileFirst?: boolean } = {}) {
  const form = new FormData();
  const file = new Blob([new Uint8Array(options.file ?? PNG)], { type: 'image/png' });
  if (options.fileFirst) form.append('file', file, 'me.png');
  for (const [k, v] of Object.entries({ ...created.upload_data.fields, ...options.fields, ...options.extra })) form.append(k, v);
  if (!options.fileFirst) form.append('file', file, 'me.png');
  return fetch(created.upload_data.url, { method: 'POST', body: form });
}

/** The same test namespace without the session: what an `<img>` on another page asks with. */
const anonymousBeside = (c: HttpClient) => new HttpClient(plane.origin, c.cookies.get(NAMESPACE_COOKIE));

const avatar = (c: HttpClient) => create(c, '/api/assets/v2/user-assets/', { entity_type: 'USER_AVATAR', entity_identifier: '' });

describe('presigned uploads', () => {
  it('an avatar goes to storage, is linked by the PATCH, and shows through the public redirect', async () => {
    const c = await plane.client();
    const created = await avatar(c);
    expect(created.upload_data.url).toBe(`${plane.origin}/uploads`);
    expect(Object.keys(created.upload_data.fields)).toEqual(['Content-Type', 'key', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'policy', 'x-amz-signature']);
    const policy = JSON.parse(Buffer.from(created.upload_data.fields.policy, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, PNG.length]);
    expect(policy.conditions).toContainEqual({ key: created.upload_data.fields.key });

    // Not uploaded yet: the redirect has nothing to point at.
    expect((await c.fetch(created.asset_url)).status).toBe(404);
    expect((await store(created)).status).toBe(204);
    expect((await c.fetch(`/api/assets/v2/user-assets/${created.asset_id}/`, { method: 'PATCH', json: { attributes: { name: 'me.png' } } })).status).toBe(204);

    const me = (await (await c.fetch('/api/users/me/')).json()) as { avatar_url: string; avatar: string };
    expect(me.avatar_url).toBe(created.asset_url);
    expect(me.avatar).toBe('');
    const redirect = await anonymousBeside(c).fetch(created.asset_url);
    expect(redirect.status).toBe(302);
    const object = await fetch(redirect.headers.get('location')!);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await object.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a second avatar replaces the first, which is soft-deleted', async () => {
    const c = await plane.client();
    const first = await avatar(c);
    await store(first);
    await c.fetch(`/api/assets/v2/user-assets/${first.asset_id}/`, { method: 'PATCH', json: {} });
    const second = await avatar(c);
    await store(second);
    await c.fetch(`/api/assets/v2/user-assets/${second.asset_id}/`, { method: 'PATCH', json: {} });
    expect(((await (await c.fetch('/api/users/me/')).json()) as { avatar_url: string }).avatar_url).toBe(second.asset_url);
    expect((await anonymousBeside(c).fetch(first.asset_url)).status).toBe(404);
  });

  it('storage refuses a file over the announced size, another type, another key, a forged signature and a field the policy does not name', async () => {
    const c = await plane.client();
    const created = await avatar(c);
    const tooLarge = await store(created, { file: Buffer.concat([PNG, Buffer.alloc(1)]) });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('<Code>EntityTooLarge</Code>');

    const cases: Array<[Parameters<typeof store>[1], number, string]> = [
      [{ fields: { 'Content-Type': 'image/gif' } }, 403, 'Policy Condition failed'],
      [{ fields: { key: `${created.upload_data.fields.key}-other` } }, 403, 'Policy Condition failed'],
      [{ fields: { 'x-amz-signature': '0'.repeat(64) } }, 403, 'SignatureDoesNotMatch'],
      [{ fields: { policy: Buffer.from('{"expiration":"2999-01-01T00:00:00Z","conditions":[]}').toString('base64') } }, 403, 'SignatureDoesNotMatch'],
      [{ extra: { acl: 'public-read' } }, 403, 'Extra input fields: acl'],
      [{ file: Buffer.alloc(0) }, 400, 'EntityTooSmall'],
    ];
    for (const [options, status, text] of cases) {
      const response = await store(created, options);
      expect(response.status, text).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/xml/);
      expect(await response.text()).toContain(text);
    }
    // Fields after the file are not part of the upload: the form is then missing its policy.
    expect((await store(created, { fileFirst: true })).status).toBe(403);
  });

  it('a too-large form is refused without being kept whole', async () => {
    const c = await plane.client();
    const created = await avatar(c);
    const response = await store(created, { file: Buffer.alloc(6 * 1024 * 1024, 1) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('EntityTooLarge');
  });

  it('the create step refuses what Plane refuses and clamps the size to the limit', async () => {
    const c = await plane.client();
    const svg = await c.fetch('/api/assets/v2/user-assets/', { method: 'POST', json: { name: 'x.svg', type: 'image/svg+xml', size: 10, entity_type: 'USER_AVATAR' } });
    expect(await svg.json()).toEqual({ error: 'Invalid file type. Only JPEG, PNG, WebP, JPG and GIF files are allowed.', status: false });
    const logoAsUser = await c.fetch('/api/assets/v2/user-assets/', { method: 'POST', json: { name: 'x.png', type: 'image/png', size: 10, entity_type: 'WORKSPACE_LOGO' } });
    expect(await logoAsUser.json()).toEqual({ error: 'Invalid entity type.', status: false });
    const huge = await avatar(c).then(() => create(c, '/api/assets/v2/user-assets/', { entity_type: 'USER_AVATAR', size: 50_000_000 }));
    const policy = JSON.parse(Buffer.from(huge.upload_data.fields.policy, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5_242_880]);
  });

  it('an editor image needs the session and the project; deleting hides it, restoring brings it back', async () => {
    const c = await plane.client();
    const { slug, ids } = plane.world;
    const created = await create(c, `/api/assets/v2/workspaces/${slug}/projects/${ids['project-0001']}/`, {
      entity_type: 'ISSUE_DESCRIPTION', entity_identifier: ids['issue-web-0001'],
    });
    expect(created.asset_url).toBe(`/api/assets/v2/workspaces/${slug}/projects/${ids['project-0001']}/${created.asset_id}/`);
    await store(created);
    expect((await c.fetch(created.asset_url, { method: 'PATCH', json: {} })).status).toBe(204);

    const shown = await c.fetch(created.asset_url);
    expect(shown.status).toBe(302);
    expect(shown.headers.get('location')).toMatch(/response-content-disposition=attachment/);
    expect((await anonymousBeside(c).fetch(created.asset_url)).status).toBe(401);

    expect((await c.fetch(created.asset_url, { method: 'DELETE' })).status).toBe(204);
    expect((await c.fetch(created.asset_url)).status).toBe(404);
    expect((await c.fetch(`/api/assets/v2/workspaces/${slug}/restore/${created.asset_id}/`, { method: 'POST' })).status).toBe(204);
    expect((await c.fetch(created.asset_url)).status).toBe(302);
  });

  it('a presigned read with a forged signature is refused', async () => {
    const c = await plane.client();
    const created = await avatar(c);
    await store(created);
    await c.fetch(`/api/assets/v2/user-assets/${created.asset_id}/`, { method: 'PATCH', json: {} });
    const location = new URL((await anonymousBeside(c).fetch(created.asset_url)).headers.get('location')!);
    location.searchParams.set('X-Amz-Expires', '999999');
    const forged = await fetch(location);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('SignatureDoesNotMatch');
  });
});
