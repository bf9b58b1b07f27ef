import { expect, test as setup } from '@playwright/test';
import { PLANE_AUTH_FILE } from '../../playwright.config';
import { TEST_PASSWORD } from '../../mocks/plane/config';

/**
 * The plane project's sign-in, once per run: Plane's own sequence (the CSRF token, then the form
 * posted to /auth/sign-in/) through the proxy the site is served by, as a browser would. The
 * session cookie it gets (HttpOnly, SameSite=Lax) is saved, and every plane test starts with it:
 * no bypass in the product, the same cookie a person signing in would hold.
 */
setup('sign in to the Plane-shaped server', async ({ request }) => {
  const { csrf_token: token } = (await (await request.get('/auth/get-csrf-token/')).json()) as { csrf_token: string };
  const response = await request.post('/auth/sign-in/', {
    form: { email: 'ada@acme.test', password: TEST_PASSWORD, next_path: '/', csrfmiddlewaretoken: token },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).not.toContain('error_code');
  expect((await request.get('/api/users/me/')).status()).toBe(200);
  await request.storageState({ path: PLANE_AUTH_FILE });
});
