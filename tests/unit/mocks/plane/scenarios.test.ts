// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WRITE_FAILURE_TEXT } from '../../../../mocks/runtime';
import { BEHAVIOURS } from '../../../../mocks/scenarios';
import { AI_PROVIDER_FAILED } from '../../../../mocks/plane/scenarios';
import { SCENARIO_HEADER } from '../../../../src/domain/scenarios';
import { planeForFile, type HttpClient } from '../../../helpers/plane-server';

/**
 * The QA scenarios on the Plane-shaped server: the same behaviours (mocks/scenarios.ts) through the
 * same runtime as the spec mock, after Plane's own checks. And test namespaces: each client's data
 * is its own.
 */
const plane = planeForFile();

const scenario = (name: string) => ({ headers: { [SCENARIO_HEADER]: name } });
const project = () => `/api/workspaces/${plane.world.slug}/projects/${plane.world.ids['project-0001']}`;

describe('QA scenarios', () => {
  it('server-errors fails every write with the runtime\'s text and leaves reads alone', async () => {
    const c = await plane.client();
    const write = await c.fetch(`${project()}/issues/${plane.world.ids['issue-web-0001']}/issue-links/`, {
      method: 'POST', json: { url: 'https://example.com/x', title: null }, ...scenario('server-errors'),
    });
    expect(write.status).toBe(500);
    expect(await write.json()).toEqual({ error: WRITE_FAILURE_TEXT });
    expect((await c.fetch(`${project()}/issues/`, scenario('server-errors'))).status).toBe(200);
  });

  it('a per-call fault answers its body: the upload fault on the asset creation', async () => {
    const c = await plane.client();
    const response = await c.fetch('/api/assets/v2/user-assets/', {
      method: 'POST', json: { name: 'a.png', type: 'image/png', size: 10, entity_type: 'USER_AVATAR' }, ...scenario('upload-fails'),
    });
    const fault = BEHAVIOURS['upload-fails'].faults!.upload as { status: number; body: unknown };
    expect(response.status).toBe(fault.status);
    expect(await response.json()).toEqual(fault.body);
  });

  it('malformed-responses breaks the issue list\'s shape; the scenario also comes as ?scenario=', async () => {
    const c = await plane.client();
    const response = await c.fetch(`${project()}/issues/?scenario=malformed-responses`);
    expect(await response.json()).toEqual({ unexpected: true });
  });

  it('session-expires: the first write ends the session for every call, and signing in again brings it back', async () => {
    const c = await plane.client();
    const links = `${project()}/issues/${plane.world.ids['issue-web-0001']}/issue-links/`;
    const write = await c.fetch(links, { method: 'POST', json: { url: 'https://example.com/x', title: null }, ...scenario('session-expires') });
    expect(write.status).toBe(401);
    expect((await c.fetch('/api/users/me/', scenario('session-expires'))).status).toBe(401);

    expect((await c.signIn('ada@acme.test', plane.world.password)).status).toBe(302);
    expect((await c.fetch('/api/users/me/', scenario('session-expires'))).status).toBe(200);
    const again = await c.fetch(links, { method: 'POST', json: { url: 'https://example.com/x', title: null }, ...scenario('session-expires') });
    expect(again.status).toBe(201);
  });

  it('ai-rate-limited answers as Plane does when its LLM provider is rate-limited: 500 with its text, never 429', async () => {
    const c = await plane.client();
    const response = await c.fetch(`${project()}/ai-assistant/`, { method: 'POST', json: { prompt: 'x', task: 'Summarise' }, ...scenario('ai-rate-limited') });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(AI_PROVIDER_FAILED);
  });

  it('empty-workspace serves the empty data set', async () => {
    const c = await plane.client();
    expect(await (await c.fetch(`/api/workspaces/${plane.world.slug}/projects/`, scenario('empty-workspace'))).json()).toEqual([]);
  });

  it('Plane\'s own checks come first: anonymous is 401 and an unknown project 403, whatever the scenario', async () => {
    const anonymous = await plane.client({ signedIn: false });
    expect((await anonymous.fetch(`${project()}/issues/`, scenario('server-errors'))).status).toBe(401);
    const c = await plane.client();
    const unknown = `/api/workspaces/${plane.world.slug}/projects/${crypto.randomUUID()}/bulk-delete-issues/`;
    expect((await c.fetch(unknown, { method: 'DELETE', json: { issue_ids: [] }, ...scenario('bulk-delete-fails') })).status).toBe(403);
  });
});

describe('test namespaces', () => {
  const links = (c: HttpClient) => c.fetch(`${project()}/issues/${plane.world.ids['issue-web-0001']}/issue-links/`).then((r) => r.json() as Promise<unknown[]>);

  it('an edit in one namespace is not seen in another, and a reset drops only its own', async () => {
    const a = await plane.client();
    const b = await plane.client();
    const before = (await links(b)).length;
    await a.fetch(`${project()}/issues/${plane.world.ids['issue-web-0001']}/issue-links/`, { method: 'POST', json: { url: 'https://example.com/only-a', title: null } });
    expect(await links(a)).toHaveLength(before + 1);
    expect(await links(b)).toHaveLength(before);

    await b.fetch(`${project()}/issues/${plane.world.ids['issue-web-0002']}/`, { method: 'DELETE' });
    expect((await a.fetch('/api/__mock__/reset/', { method: 'POST' })).status).toBe(204);
    expect(await links(a)).toHaveLength(before);
    expect((await b.fetch(`${project()}/issues/${plane.world.ids['issue-web-0002']}/`)).status).toBe(404);
  });

  it('the call log is per namespace', async () => {
    const a = await plane.client();
    const b = await plane.client();
    await a.fetch(`${project()}/states/`);
    const logA = (await (await a.fetch('/api/__mock__/log/')).json()) as Array<{ path: string }>;
    const logB = (await (await b.fetch('/api/__mock__/log/')).json()) as Array<{ path: string }>;
    expect(logA.map((e) => e.path)).toContain(`${project()}/states/`);
    expect(logB.map((e) => e.path)).not.toContain(`${project()}/states/`);
  });
});
