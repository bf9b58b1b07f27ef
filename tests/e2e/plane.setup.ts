import { expect, test as setup } from '@playwright/test';
import { PLANE_AUTH_FILE } from '../../playwright.config';
import { signInToPlane } from './plane-sign-in';

/**
 * The plane project's sign-in, once per run, as a browser would (plane-sign-in.ts). The session
 * cookie it gets (HttpOnly, SameSite=Lax) is saved, and every plane test starts with it: no bypass
 * in the product, the same cookie a person signing in would hold.
 */
setup('sign in to the Plane-shaped server', async ({ request }) => {
  await signInToPlane(request, 'ada@acme.test');
  expect((await request.get('/api/users/me/')).status()).toBe(200);
  await request.storageState({ path: PLANE_AUTH_FILE });
});
