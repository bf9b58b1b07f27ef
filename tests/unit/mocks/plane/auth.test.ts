// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../../../mocks/plane/auth';
import { HttpClient, planeForFile } from '../../../helpers/plane-server';

/** Plane's sign-in over HTTP: the CSRF token, the form, the session cookie, the 302s, sign-out (docs/plane-api.md, "Authentication"). */
const plane = planeForFile();

const anonymous = (namespace = `auth-${Math.random().toString(36).slice(2)}`) => new HttpClient(plane.origin, namespace);

describe('sign-in', () => {
  it('every /api/ call without a session answers 401 with DRF\'s sentence; the instance and static assets do not ask', async () => {
    const c = anonymous();
    for (const path of ['/api/users/me/', `/api/workspaces/${plane.world.slug}/projects/`, '/api/users/api-tokens/']) {
      const response = await c.fetch(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(response.headers.get('www-authenticate')).toBeNull();
    }
    expect((await c.fetch('/api/instances/')).status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax session-id and sends the browser to WEB_URL/?next_path=…', async () => {
    const c = anonymous();
    const response = await c.signIn('Ada@Acme.test ', plane.world.password, '/some-slug/projects/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${plane.origin}/?next_path=/some-slug/projects/`);
    const session = response.headers.getSetCookie().find((line) => line.startsWith('session-id='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Max-Age=604800/);
    const me = await c.fetch('/api/users/me/');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('ada@acme.test');
  });

  it('the CSRF cookie is HttpOnly and the form token is a fresh mask of it on every read', async () => {
    const c = anonymous();
    const first = await c.fetch('/auth/get-csrf-token/');
    expect(first.headers.getSetCookie()[0]).toMatch(/^csrftoken=[A-Za-z0-9]{32};.*HttpOnly/);
    const a = ((await first.json()) as { csrf_token: string }).csrf_token;
    const b = ((await (await c.fetch('/auth/get-csrf-token/')).json()) as { csrf_token: string }).csrf_token;
    expect(a).toHaveLength(64);
    expect(a).not.toBe(b);
  });

  it('without a matching CSRF token the form fails with Django\'s page and no session', async () => {
    const c = anonymous();
    await c.fetch('/auth/get-csrf-token/');
    const form = new URLSearchParams({ email: 'ada@acme.test', password: plane.world.password, csrfmiddlewaretoken: 'x'.repeat(64) });
    const response = await c.fetch('/auth/sign-in/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    // Plane's CSRF_FAILURE_VIEW renders with a 200 (authentication/views/common.py:38-44).
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('CSRF Verification Failed');
    expect(c.cookies.has('session-id')).toBe(false);
    expect((await c.fetch('/api/users/me/')).status).toBe(401);
  });

  it('a form posted from another origin fails the CSRF check even with the right token', async () => {
    const c = anonymous();
    const { csrf_token: token } = (await (await c.fetch('/auth/get-csrf-token/')).json()) as { csrf_token: string };
    const form = new URLSearchParams({ email: 'ada@acme.test', password: plane.world.password, csrfmiddlewaretoken: token });
    const response = await c.fetch('/auth/sign-in/', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: form.toString(),
    });
    expect(await response.text()).toContain('CSRF Verification Failed');
    expect(c.cookies.has('session-id')).toBe(false);
  });

  it.each([
    ['a wrong password', 'ada@acme.test', 'nope', '5065', 'AUTHENTICATION_FAILED_SIGN_IN'],
    ['an unknown user', 'nobody@acme.test', 'x', '5060', 'USER_DOES_NOT_EXIST'],
    ['no password', 'ada@acme.test', '', '5070', 'REQUIRED_EMAIL_PASSWORD_SIGN_IN'],
    ['a malformed email', 'ada-at-acme', 'x', '5075', 'INVALID_EMAIL_SIGN_IN'],
  ])('%s goes back with Plane\'s error code and keeps next_path', async (_case, email, password, code, message) => {
    const c = anonymous();
    const response = await c.signIn(email, password, '/w/projects/');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('next_path')).toBe('/w/projects/');
    expect(location.searchParams.get('error_code')).toBe(code);
    expect(location.searchParams.get('error_message')).toBe(message);
    expect(c.cookies.has('session-id')).toBe(false);
  });

  it('next_path is only ever a path of this site', () => {
    expect(safeNextPath('/acme/projects/')).toBe('/acme/projects/');
    expect(safeNextPath('https://evil.example/steal')).toBe('/steal');
    expect(safeNextPath('//evil.example/x')).toBe('/x');
    expect(safeNextPath('/a/../../etc')).toBe('');
    expect(safeNextPath('javascript:alert(1)')).toBe('');
    expect(safeNextPath('/x?<script>')).toBe('');
    expect(safeNextPath(`/${'a'.repeat(500)}`)).toBe('');
    expect(safeNextPath(undefined)).toBe('');
  });

  it('a session works in every test namespace, and signing out ends it', async () => {
    const c = await plane.client();
    const other = new HttpClient(plane.origin, 'another-namespace');
    other.cookies.set('session-id', c.cookies.get('session-id')!);
    expect((await other.fetch('/api/users/me/')).status).toBe(200);

    const { csrf_token: token } = (await (await c.fetch('/auth/get-csrf-token/')).json()) as { csrf_token: string };
    const out = await c.fetch('/auth/sign-out/', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrfmiddlewaretoken: token }).toString(),
    });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(plane.origin);
    expect(c.cookies.has('session-id')).toBe(false);
    expect((await other.fetch('/api/users/me/')).status).toBe(401);
  });

  it('a slash-less path is redirected to the slashed one, as Django\'s APPEND_SLASH does', async () => {
    const c = await plane.client();
    const response = await c.fetch('/api/users/me?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/users/me/?x=1');
    expect((await c.fetch('/api/no-such-thing')).status).toBe(404);
  });
});
