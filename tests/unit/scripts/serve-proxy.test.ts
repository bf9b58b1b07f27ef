// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxyApp } from '../../../scripts/serve-proxy.mjs';
import { staticSite } from '../../../scripts/static-site.mjs';
import { createPlaneApp } from '../../../mocks/plane/server';
import { HttpClient, listen, withRealNetwork } from '../../helpers/plane-server';

/**
 * `npm run serve:proxy` over real sockets: the built site as the static server serves it, and
 * /api, /auth and /uploads forwarded so the site and the API share an origin.
 */
withRealNetwork();

type Live = { origin: string; close: () => Promise<void> };
let site: string;
let upstream: Live;
let proxy: Live;
let staticOnly: Live;
let plane: Live;
let planeProxy: Live;
/** Bytes the upstream has received of the upload in flight. */
let received = 0;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(site, 'about'));
  writeFileSync(join(site, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(site, 'about', 'index.html'), '<h1>About</h1>');
  writeFileSync(join(site, 'guide.html'), '<h1>Guide</h1>');
  writeFileSync(join(site, '404.html'), '<h1>Not found</h1>');

  const app = express();
  app.get('/auth/cookie/', (_req, res) => {
    res.append('Set-Cookie', 'session-id=abc; Domain=api.example.test; Path=/; HttpOnly; SameSite=Lax');
    res.append('Set-Cookie', 'csrftoken=def; Path=/; SameSite=Lax');
    res.json({ ok: true });
  });
  // As Plane with WEB_URL set to its own public origin: the sign-in redirect names the API's host.
  app.get('/auth/redirect-home/', (_req, res) => res.redirect(302, `${upstream.origin}/?next_path=/acme/`));
  app.get('/auth/redirect-away/', (_req, res) => res.redirect(302, 'https://plane.example.com/sign-in'));
  app.get('/api/host/', (req, res) => res.json({ host: req.get('host'), forwardedFor: req.get('x-forwarded-for') ?? null }));
  app.post('/uploads', (req, res) => {
    received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    req.on('end', () => res.status(204).end());
  });
  upstream = await listen(app);
  proxy = await listen(createProxyApp({ root: site, target: upstream.origin }));
  staticOnly = await listen({ listen: (port: number, host: string, cb: () => void) => createServer(staticSite(site)).listen(port, host, cb) });

  plane = await listen(createPlaneApp().app);
  planeProxy = await listen(createProxyApp({ root: site, target: plane.origin }));
});
afterAll(async () => {
  await Promise.all([proxy, upstream, staticOnly, planeProxy, plane].map((s) => s?.close()));
});

const get = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('serve:proxy', () => {
  it('serves the site exactly as the static server does: folder index, clean URLs, the 404 page', async () => {
    for (const [path, status, text] of [['/', 200, 'Home'], ['/about/', 200, 'About'], ['/about', 200, 'About'], ['/guide', 200, 'Guide'], ['/nope/', 404, 'Not found']] as const) {
      const [viaProxy, viaStatic] = await Promise.all([get(proxy.origin, path), get(staticOnly.origin, path)]);
      expect(viaProxy.status, path).toBe(status);
      expect(await viaProxy.text()).toContain(text);
      expect(viaStatic.status).toBe(status);
      expect(viaProxy.headers.get('content-type')).toBe(viaStatic.headers.get('content-type'));
    }
  });

  it('forwards /api keeping the browser\'s Host, so the API builds its URLs on the proxy\'s origin', async () => {
    const body = (await (await get(proxy.origin, '/api/host/')).json()) as { host: string; forwardedFor: string | null };
    expect(body.host).toBe(proxy.origin.slice('http://'.length));
    expect(body.forwardedFor).toBe('127.0.0.1');
  });

  it('hands the upstream\'s cookies to the browser, for the proxy\'s own host', async () => {
    const cookies = (await get(proxy.origin, '/auth/cookie/')).headers.getSetCookie();
    expect(cookies).toEqual(['session-id=abc; Path=/; HttpOnly; SameSite=Lax', 'csrftoken=def; Path=/; SameSite=Lax']);
  });

  it('rewrites a redirect to the API\'s own host onto the proxy, and leaves any other redirect alone', async () => {
    const home = await get(proxy.origin, '/auth/redirect-home/');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe(`${proxy.origin}/?next_path=/acme/`);
    expect((await get(proxy.origin, '/auth/redirect-away/')).headers.get('location')).toBe('https://plane.example.com/sign-in');
  });

  it('streams an upload through: the upstream has the first part before the rest is sent', async () => {
    const part = Buffer.alloc(256 * 1024, 1);
    const { port } = new URL(proxy.origin);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/uploads', method: 'POST', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(part);
      const started = Date.now();
      const waitForUpstream = () => {
        if (received >= part.length) {
          req.end(part);
        } else if (Date.now() - started > 5000) {
          reject(new Error(`The upstream had ${received} bytes after 5 s: the proxy holds the body back`));
          req.destroy();
        } else {
          setTimeout(waitForUpstream, 20);
        }
      };
      waitForUpstream();
    });
    expect(status).toBe(204);
    expect(received).toBe(2 * part.length);
  });

  it('answers 502 when the API is down', async () => {
    const down = await listen(createProxyApp({ root: site, target: 'http://127.0.0.1:9' }));
    const response = await get(down.origin, '/api/users/me/');
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/^Bad gateway: the API at http:\/\/127\.0\.0\.1:9 did not answer/);
    await down.close();
  });

  it('with the Plane-shaped server behind it: sign-in, a presigned upload and the image, all on one origin', async () => {
    const browser = new HttpClient(planeProxy.origin, 'proxy-test');
    const signIn = await browser.signIn('ada@acme.test', 'plane-test-password', '/somewhere/');
    expect(signIn.headers.get('location')).toBe(`${planeProxy.origin}/?next_path=/somewhere/`);
    expect(browser.cookies.has('session-id')).toBe(true);

    const created = (await (await browser.fetch('/api/assets/v2/user-assets/', {
      method: 'POST', json: { name: 'a.png', type: 'image/png', size: 12, entity_type: 'USER_AVATAR' },
    })).json()) as { asset_id: string; asset_url: string; upload_data: { url: string; fields: Record<string, string> } };
    expect(created.upload_data.url).toBe(`${planeProxy.origin}/uploads`);
    const form = new FormData();
    for (const [k, v] of Object.entries(created.upload_data.fields)) form.append(k, v);
    const bytes = Buffer.from('89504e470d0a1a0a01020304', 'hex');
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'a.png');
    expect((await fetch(created.upload_data.url, { method: 'POST', body: form })).status).toBe(204);
    expect((await browser.fetch(`/api/assets/v2/user-assets/${created.asset_id}/`, { method: 'PATCH', json: {} })).status).toBe(204);

    const redirect = await browser.fetch(created.asset_url);
    expect(redirect.headers.get('location')!.startsWith(`${planeProxy.origin}/uploads/`)).toBe(true);
    const image = await fetch(redirect.headers.get('location')!);
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
