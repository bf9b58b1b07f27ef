#!/usr/bin/env node
// `npm run serve:proxy [dir] [port]`: serves a built site folder (dist/ by default) as the static
// server does (scripts/static-site.mjs) and forwards /api, /auth and /uploads to the API, so the
// site and the API share one origin. Plane's session cookie is SameSite=Lax: a site on another
// domain never gets it on its fetches, one behind this proxy does. /uploads is where Plane's
// MinIO storage answers (its presigned URLs point at the host the API was called on, here).
//
// Environment: API_PROXY_TARGET, else PUBLIC_API_BASE_URL (the API's origin, e.g.
// https://plane.example.com); HOST (127.0.0.1), PORT (4321, or the second argument).
// The proxy is http-proxy-middleware (README, "Libraries"): streaming both ways, so an upload
// passes through as it is sent, never held whole.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { keepIdleConnections } from './keep-alive.mjs';
import { staticSite } from './static-site.mjs';

export const PROXIED_PATHS = ['/api', '/auth', '/uploads'];

/**
 * The proxy's express app. The Host header is kept (`changeOrigin: false`), so the API builds its
 * absolute URLs (MinIO's presigned upload URL, sign-in redirects to itself) on the proxy's host;
 * a redirect that still names the API's own host is rewritten to the proxy's (`autoRewrite`), and
 * cookies lose any Domain so they belong to the proxy's host.
 */
export function createProxyApp({ root, target }) {
  const targetUrl = new URL(target);
  const app = express();
  app.disable('x-powered-by');
  app.use(createProxyMiddleware({
    target: targetUrl.origin + targetUrl.pathname.replace(/\/$/, ''),
    pathFilter: PROXIED_PATHS,
    changeOrigin: false,
    xfwd: true,
    autoRewrite: true,
    // The proxy itself speaks http: a redirect to the API's https origin comes back on the proxy's.
    protocolRewrite: targetUrl.protocol === 'https:' ? 'http' : undefined,
    cookieDomainRewrite: { '*': '' },
    on: {
      error: (error, _req, res) => {
        // `res` is a socket for upgrades; an http response otherwise.
        if (!('writeHead' in res) || res.headersSent) return;
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Bad gateway: the API at ${targetUrl.origin} did not answer (${error.code ?? error.message}).`);
      },
    },
  }));
  app.use(staticSite(root));
  return app;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? 'dist');
  const port = Number(process.argv[3] ?? process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  const target = process.env.API_PROXY_TARGET || process.env.PUBLIC_API_BASE_URL;
  if (!target) {
    console.error('Set PUBLIC_API_BASE_URL (or API_PROXY_TARGET) to the API origin, e.g. https://plane.example.com');
    process.exit(1);
  }
  const server = createProxyApp({ root, target }).listen(port, host, () => {
    console.log(`Serving ${root} on http://${host}:${port}/, forwarding ${PROXIED_PATHS.join(', ')} to ${target}`);
  });
  keepIdleConnections(server);
}
