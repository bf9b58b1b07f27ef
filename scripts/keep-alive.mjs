/**
 * Node's HTTP server closes a keep-alive socket after 5 s idle (about 6 s in practice), while
 * Playwright's request context (an http.Agent with keepAlive and no idle limit) keeps reusing it: a
 * request sent in the very moment the server closes the socket fails with "socket hang up"
 * (ECONNRESET), and it is not retried. The crawl's requests come seconds apart, between page scans,
 * which is often enough to meet that moment (ci49's real-server pass did). Closing after 30 s idle
 * puts the moment out of reach of any gap the suite has. It stays below the 60 s headers timeout,
 * which Node wants to be the longer one.
 */
export const SERVER_KEEP_ALIVE_MS = 30_000;

/** Lets idle keep-alive sockets live past the gaps between a client's requests (see above); returns the server. */
export function keepIdleConnections(server) {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  return server;
}
