import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { signInMessages } from '../../../src/domain/messages';
import { createSignInModel } from '../../../src/models/sign-in';

/** The sign-in page against the mock's Plane-shaped /auth/ routes. */
function setup(search: string, externalUrl: string | null = null) {
  const model = createSignInModel({ search, base: '/', externalUrl });
  // The trip back (location.assign) is the page's; the test stops at $returning.
  const scope = fork({ handlers: [[model.returnFx, () => undefined]] });
  return { model, scope };
}

describe('the sign-in page', () => {
  it('posts the form with the CSRF token, confirms the session, and goes back to next_path', async () => {
    const posted: URLSearchParams[] = [];
    server.use(http.post('*/auth/sign-in/', async ({ request }) => {
      posted.push(new URLSearchParams(await request.text()));
      return new HttpResponse(null, { status: 302, headers: { Location: '/?next_path=%2Facme%2F' } });
    }));
    const { model, scope } = setup('?next_path=%2Facme%2Fsettings%2F');
    expect(model.nextPath).toBe('/acme/settings/');
    await allSettled(model.submitted, { scope, params: { email: ' mara@acme.test ', password: 'secret' } });
    expect(posted[0].get('email')).toBe('mara@acme.test');
    expect(posted[0].get('csrfmiddlewaretoken')).toBe('mock-csrf-token');
    expect(posted[0].get('next_path')).toBe('/acme/settings/');
    expect(scope.getState(model.$returning)).toBe(true);
    expect(scope.getState(model.$error)).toBeNull();
  });

  it('says the credentials failed when the API still answers 401 after the redirect', async () => {
    server.use(http.get('*/api/users/me/', () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })));
    const { model, scope } = setup('?next_path=%2Facme%2F');
    await allSettled(model.submitted, { scope, params: { email: 'mara@acme.test', password: 'wrong' } });
    expect(scope.getState(model.$error)).toBe(signInMessages.failed);
    expect(scope.getState(model.$returning)).toBe(false);
  });

  it('never goes back to another origin', () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(setup(`?next_path=${encodeURIComponent(next)}`).model.nextPath).toBe('/');
    }
  });

  it('with a sign-in page elsewhere, "Signed in? Reload" checks the session here', async () => {
    server.use(http.get('*/api/users/me/', () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }), { once: true }));
    const { model, scope } = setup('?next_path=%2Facme%2F', 'https://plane.example.com/');
    await allSettled(model.reloadRequested, { scope });
    expect(scope.getState(model.$error)).toBe(signInMessages.stillSignedOut);
    await allSettled(model.reloadRequested, { scope });
    expect(scope.getState(model.$returning)).toBe(true);
  });

  it('an unreachable server is said as such, and the form can be sent again', async () => {
    server.use(http.get('*/auth/get-csrf-token/', () => HttpResponse.error(), { once: true }));
    const { model, scope } = setup('');
    await allSettled(model.submitted, { scope, params: { email: 'mara@acme.test', password: 'x' } });
    expect(scope.getState(model.$error)).toMatch(/Could not reach the server/);
    await allSettled(model.submitted, { scope, params: { email: 'mara@acme.test', password: 'x' } });
    expect(scope.getState(model.$returning)).toBe(true);
  });
});
