import { TEST_PASSWORD } from './config';
import { createPlaneApp } from './server';
import { keepIdleConnections } from '../keep-alive';

/**
 * `npm run api:plane`: the Plane-shaped server on PORT (4391 by default). It prints the workspace
 * slug it made; `GET /api/__mock__/world/` answers it with every seeded id's UUID.
 * Environment: PLANE_WEB_URL (where sign-in redirects), ALLOW_ORIGIN (comma-separated origins
 * allowed with cookies), PLANE_SLUG (a fixed slug instead of a random one), UNSPLASH=0 (no key),
 * PLANE_CLOCK (an ISO instant the date rules start from, e.g. the seed's "now"; real time passes from there).
 */
const port = Number(process.env.PORT ?? 4391);
const startedAt = Date.now();
const pinned = process.env.PLANE_CLOCK ? Date.parse(process.env.PLANE_CLOCK) : NaN;
const { app, server } = createPlaneApp({
  slug: process.env.PLANE_SLUG || undefined,
  webUrl: process.env.PLANE_WEB_URL || undefined,
  allowOrigins: (process.env.ALLOW_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  unsplash: process.env.UNSPLASH !== '0',
  clock: Number.isNaN(pinned) ? undefined : () => new Date(pinned + Date.now() - startedAt),
});

const listening = app.listen(port, '127.0.0.1', () => {
  console.info(`Plane-shaped API listening on http://127.0.0.1:${port}`);
  console.info(`Workspace slug: ${server.ids.slug}`);
  console.info(`Sign in at POST /auth/sign-in/ as any seeded user (e.g. ada@acme.test) with the password "${TEST_PASSWORD}".`);
});
keepIdleConnections(listening);
