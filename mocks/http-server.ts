import { createApiApp } from './http-app';
import { parseAllowedOrigins } from '../src/domain/request-guard';
import { keepIdleConnections } from './keep-alive';

/**
 * `npm run api`: the same handlers behind a real HTTP socket, for the client's real-server mode
 * (mocks/http-app.ts). ALLOW_ORIGIN lists the origins whose pages may call it with credentials,
 * comma-separated; by default only the site's own (`npm run serve`). CSRF_COOKIE_SAMESITE=None
 * is for a site on another registrable domain (over https).
 */
const port = Number(process.env.PORT ?? 4390);
const allowedOrigins = parseAllowedOrigins(process.env.ALLOW_ORIGIN, 'http://127.0.0.1:4321');
const sameSite = process.env.CSRF_COOKIE_SAMESITE === 'None' ? 'None' : 'Lax';

const listening = createApiApp({ allowedOrigins, sameSite }).listen(port, '127.0.0.1', () => {
  console.log(`Mock API listening on http://127.0.0.1:${port} (origins allowed: ${allowedOrigins.join(', ') || 'none'})`);
});
keepIdleConnections(listening);
