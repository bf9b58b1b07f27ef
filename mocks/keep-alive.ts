import type { Server } from 'node:http';

/**
 * The mock servers keep idle connections 30 s, as the site's servers do (scripts/keep-alive.mjs
 * says why: Node's 5 s meets the moment a Playwright request reuses the socket). The tooling's
 * keepIdleConnections cannot be imported here (mocks depend on nothing of the tooling), so the
 * rule is stated twice.
 */
export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = 30_000;
  return server;
}
