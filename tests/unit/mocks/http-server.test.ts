// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Readable } from 'node:stream';
import { server as mswServer } from '../../../mocks/node';
import { createApiApp } from '../../../mocks/http-app';
import { guardMessages } from '../../../src/domain/request-guard';
import { uploadMessages } from '../../../src/domain/messages';
import { smallPng } from '../../helpers/images';

/**
 * The real HTTP server of `npm run api` (mocks/http-app.ts) over a socket: CORS, CSRF, media
 * types and body limits as a browser or a hostile client meets them. msw/node intercepts every
 * request this process makes, so it is switched off here: these requests must reach the socket.
 */
const SITE = 'http://127.0.0.1:4321';
const TOKENS = '/api/workspaces/acme/api-tokens/';
let api: Server;
let base: string;

beforeAll(async () => {
  mswServer.close();
  api = createApiApp({ allowedOrigins: [SITE] }).listen(0, '127.0.0.1');
  await new Promise((resolve) => api.once('listening', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  mswServer.listen({ onUnhandledRequest: 'error' });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
}

/** One request over the socket; `body` may be a stream (sent chunked) or bytes. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Uint8Array | Readable): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      // As a browser does on an early answer: stop sending the rest of the body.
      if (body instanceof Readable && !body.readableEnded) {
        body.unpipe(req);
        body.destroy();
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    // The server may answer and close before a long body is through: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const answer = await send('GET', '/auth/get-csrf-token/', { Origin: SITE });
  const token = JSON.parse(answer.text).csrf_token as string;
  return { token, cookie: `csrftoken=${token}` };
}

const tokenCount = async () => JSON.parse((await send('GET', TOKENS)).text).length as number;

describe('CORS: credentials for the configured origin only', () => {
  it.each([
    [SITE, SITE],
    ['https://evil.example', undefined],
    ['null', undefined],
  ])('a read from %s -> Access-Control-Allow-Origin %j', async (origin, allowed) => {
    const answer = await send('GET', '/api/users/me/', { Origin: origin });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(allowed);
    expect(answer.headers['access-control-allow-credentials']).toBe(allowed ? 'true' : undefined);
  });

  it('a preflight from another origin is refused without CORS headers', async () => {
    const answer = await send('OPTIONS', TOKENS, { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-csrftoken' });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await send('OPTIONS', TOKENS, { Origin: SITE, 'Access-Control-Request-Method': 'POST' });
    expect(ours.status).toBe(204);
    expect(ours.headers['access-control-allow-headers']).toMatch(/X-CSRFToken/);
  });
});

describe('CSRF: a write echoes the csrftoken cookie', () => {
  it('GET /auth/get-csrf-token/ sets an HttpOnly cookie once and answers its token', async () => {
    const first = await send('GET', '/auth/get-csrf-token/', { Origin: SITE });
    const token = JSON.parse(first.text).csrf_token;
    expect(token).toMatch(/^[0-9a-zA-Z]{64}$/);
    expect(first.headers['set-cookie']?.[0]).toMatch(new RegExp(`^csrftoken=${token}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`));
    const again = await send('GET', '/auth/get-csrf-token/', { Cookie: `csrftoken=${token}` });
    expect(JSON.parse(again.text).csrf_token).toBe(token);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a foreign form post (enctype text/plain, the JSON in a field name) creates nothing', async () => {
    const before = await tokenCount();
    const answer = await send('POST', TOKENS, { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, '{"label":"pwned","expiry":"never","x":"=1"}');
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ detail: guardMessages.mediaType('text/plain') });
    // Even with the victim's cookie, which a same-site form could carry.
    const { cookie } = await csrf();
    expect((await send('POST', TOKENS, { Origin: 'https://evil.example', 'Content-Type': 'text/plain', Cookie: cookie }, '{"label":"pwned"}')).status).toBe(415);
    expect(await tokenCount()).toBe(before);
  });

  it.each<[string, (t: { token: string; cookie: string }) => Record<string, string>, number, string | null]>([
    ['no cookie, no header', () => ({}), 403, guardMessages.noCookie],
    ['the cookie, no header', ({ cookie }) => ({ Cookie: cookie }), 403, guardMessages.noToken],
    ['the cookie, a wrong header', ({ cookie }) => ({ Cookie: cookie, 'X-CSRFToken': 'b'.repeat(64) }), 403, guardMessages.wrongToken],
    ['the right token from another origin', ({ cookie, token }) => ({ Cookie: cookie, 'X-CSRFToken': token, Origin: 'https://evil.example' }), 403, guardMessages.origin('https://evil.example')],
    ['the right token from Origin: null', ({ cookie, token }) => ({ Cookie: cookie, 'X-CSRFToken': token, Origin: 'null' }), 403, guardMessages.origin('null')],
    ['the right token from the site', ({ cookie, token }) => ({ Cookie: cookie, 'X-CSRFToken': token, Origin: SITE }), 201, null],
  ])('a JSON write with %s -> %i', async (_name, headers, status, detail) => {
    const answer = await send('POST', TOKENS, { 'Content-Type': 'application/json', ...headers(await csrf()) }, JSON.stringify({ label: 'CI', expiry: 'never' }));
    expect(answer.status).toBe(status);
    if (detail) expect(JSON.parse(answer.text)).toEqual({ detail });
  });

  it('a delete needs the token too', async () => {
    expect((await send('DELETE', `${TOKENS}token-1/`)).status).toBe(403);
  });
});

describe('sign-in over HTTP: a form post with the token the server issued', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const FORM = 'application/x-www-form-urlencoded';

  it('the site\'s sign-in form goes through and is answered with a redirect', async () => {
    const { token, cookie } = await csrf();
    const answer = await send('POST', '/auth/sign-in/', { 'Content-Type': FORM, Cookie: cookie, 'X-CSRFToken': token, Origin: SITE },
      form({ email: 'ada@acme.test', password: 'x', next_path: '/acme/', csrfmiddlewaretoken: token }));
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/?next_path=%2Facme%2F');
  });

  it.each<[string, (t: { token: string; cookie: string }) => Record<string, string>, string]>([
    ['no header', ({ cookie }) => ({ Cookie: cookie }), guardMessages.noToken],
    ['another token', ({ cookie }) => ({ Cookie: cookie, 'X-CSRFToken': 'b'.repeat(64) }), guardMessages.wrongToken],
  ])('a sign-in with the cookie and %s is refused', async (_name, headers, detail) => {
    const answer = await send('POST', '/auth/sign-in/', { 'Content-Type': FORM, Origin: SITE, ...headers(await csrf()) }, form({ email: 'ada@acme.test', password: 'x' }));
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ detail });
  });
});

describe('body limits are checked before reading', () => {
  it('a declared 400 MB upload is refused at once, before its body is sent', async () => {
    const { token, cookie } = await csrf();
    // Headers only: the server must answer without waiting for a byte of the body.
    const answer = await new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest(`${base}/api/users/file-assets/`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(400 * 1024 * 1024), Cookie: cookie, 'X-CSRFToken': token },
      }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: performance.now() - started }));
        req.destroy();
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });

  it('a chunked upload is cut off once it passes the limit', async () => {
    const { token, cookie } = await csrf();
    const boundary = 'xyz';
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    // 64 MB of one endless field, with no length declared.
    const body = new Readable({
      read() {
        if (sent === 0) this.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`));
        if (sent >= 64 * 1024 * 1024) return void this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const answer = await send('POST', '/api/users/file-assets/', { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked', Cookie: cookie, 'X-CSRFToken': token }, body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: uploadMessages.tooLarge });
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('a document is limited in bytes, not UTF-16 units: 15 MB of UTF-8 in 5 million characters is refused', async () => {
    const { token, cookie } = await csrf();
    const text = '語'.repeat(5_000_000);
    expect(text.length).toBeLessThan(5_242_880);
    const json = JSON.stringify({ content_json: { type: 'doc' }, content_html: text, content_markdown: '' });
    // Streamed without a Content-Length, as a client may: the byte count is what stops it.
    const answer = await send('PUT', '/api/workspaces/acme/demo-documents/big/', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Cookie: cookie, 'X-CSRFToken': token }, Readable.from([Buffer.from(json)]));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: 'The document is too large to save.' });
  });

  it('an image under the limit still uploads', async () => {
    const { token, cookie } = await csrf();
    const boundary = 'pngboundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      smallPng(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send('POST', '/api/users/file-assets/', { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie, 'X-CSRFToken': token, Origin: SITE }, body);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).asset).toMatch(/\/uploads\/default\/asset-[a-z0-9]+\.png$/);
  });
});
