import { expect, type APIRequestContext } from '@playwright/test';
import { TEST_PASSWORD } from '../../mocks/plane/config';

/**
 * Signs a browser context in to the Plane-shaped server by Plane's own sequence, through the proxy
 * the site is served by: the CSRF token, then the form posted to /auth/sign-in/, answered with a
 * 302 that names no error. The session cookie lands in the context, as a person's would.
 */
export async function signInToPlane(request: APIRequestContext, email: string): Promise<void> {
  const { csrf_token: token } = (await (await request.get('/auth/get-csrf-token/')).json()) as { csrf_token: string };
  const answer = await request.post('/auth/sign-in/', {
    form: { email, password: TEST_PASSWORD, next_path: '/', csrfmiddlewaretoken: token },
    maxRedirects: 0,
  });
  expect(answer.status(), `${email} signs in`).toBe(302);
  expect(answer.headers().location).not.toContain('error_code');
}
