// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NAMESPACE_COOKIE } from '../../../../mocks/namespace';
import { planeForFile } from '../../../helpers/plane-server';

/**
 * `GET /api/users/me/workspaces/` on the Plane-shaped server (app/views/workspace/base.py:204-240 at
 * 4ca6d6c7): a bare array of the caller's active memberships, each with the caller's integer role.
 */
const plane = planeForFile();

type Row = { slug: string; role: number; total_members: number };

describe("the caller's workspaces", () => {
  it('lists the workspaces the caller belongs to, each with the caller\'s role there', async () => {
    const admin = await plane.client();
    // The same data as the admin's (one test namespace), signed in as the seed's guest.
    const guest = await plane.client({ namespace: admin.cookies.get(NAMESPACE_COOKIE), signedIn: false });
    expect((await guest.signIn('guido@acme.test', plane.world.password)).status).toBe(302);

    const created = await admin.fetch('/api/workspaces/', { method: 'POST', json: { name: 'Second', slug: 'second-ws', organization_size: '1-10' } });
    expect(created.status).toBe(201);

    const rows = async (c: typeof admin) => ((await (await c.fetch('/api/users/me/workspaces/')).json()) as Row[]).map((r) => [r.slug, r.role]);
    expect(await rows(admin)).toEqual([[plane.world.slug, 20], ['second-ws', 20]]);
    // The new workspace is its creator's alone.
    expect(await rows(guest)).toEqual([[plane.world.slug, 5]]);
  });

  it('asks for a session, as every /api/ call does', async () => {
    const anonymous = await plane.client({ signedIn: false });
    expect((await anonymous.fetch('/api/users/me/workspaces/')).status).toBe(401);
  });
});
