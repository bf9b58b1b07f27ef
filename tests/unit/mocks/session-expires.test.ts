import { describe, expect, it } from 'vitest';

/** The `session-expires` scenario: reads work until the first write, which ends the session until sign-in. */
const headers = { 'x-mock-scenario': 'session-expires' };
const api = (path: string, init: RequestInit = {}) => fetch(`http://localhost${path}`, { ...init, headers: { ...headers, ...init.headers } });

describe('the session-expires scenario', () => {
  it('401 from the first write on, until the sign-in form is posted; then for good', async () => {
    expect((await api('/api/users/me/')).status).toBe(200);
    const write = () => api('/api/workspaces/acme/projects/project-0001/issues/issue-web-0001/', { method: 'PATCH', body: JSON.stringify({ name: 'x' }), headers: { 'Content-Type': 'application/json' } });
    expect((await write()).status).toBe(401);
    const after = await api('/api/users/me/');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const { csrf_token: token } = (await (await api('/auth/get-csrf-token/')).json()) as { csrf_token: string };
    const refused = await api('/auth/sign-in/', { method: 'POST', body: new URLSearchParams({ email: 'nobody', password: 'x', csrfmiddlewaretoken: token }), redirect: 'manual' });
    expect(refused.headers.get('location')).toContain('error_code=');
    expect((await api('/api/users/me/')).status).toBe(401);

    const signedIn = await api('/auth/sign-in/', { method: 'POST', body: new URLSearchParams({ email: 'mara@acme.test', password: 'x', csrfmiddlewaretoken: token, next_path: '/acme/' }), redirect: 'manual' });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/?next_path=%2Facme%2F');
    expect((await api('/api/users/me/')).status).toBe(200);
    expect((await write()).status).toBe(200);
  });

  it('refuses a sign-in without the CSRF token', async () => {
    const response = await api('/auth/sign-in/', { method: 'POST', body: new URLSearchParams({ email: 'mara@acme.test', password: 'x' }), redirect: 'manual' });
    expect(response.status).toBe(403);
  });
});
