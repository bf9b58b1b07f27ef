// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { http, passthrough } from 'msw';
import { server as mockApi } from '../../../mocks/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { hostFallbackRules } from '../../../scripts/host-fallback.mjs';

const BIG_SCRIPT = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `'row ${i}'`).join(',')}];`;

/** A built site in miniature: a pre-rendered page, the app shell (404.html), an asset, and the build's `_redirects`. */
function writeSite(withRedirects: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  const files: Record<string, string> = {
    'index.html': 'overview',
    '404.html': 'app shell',
    'acme/projects/project-0001/issues/issue-web-0001/index.html': 'pre-rendered issue',
    '_astro/app.js': 'export {};',
    '_astro/big.js': BIG_SCRIPT,
  };
  if (withRedirects) files._redirects = hostFallbackRules('/');
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

/** The project's own static server on a free port, over real HTTP. */
async function serve(dir: string): Promise<{ origin: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-static.mjs', dir, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /on (http:\/\/[\d.]+:\d+)\//.exec(chunk.toString());
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
  return { origin, stop: () => child.kill() };
}

// The unit setup's mock API refuses unknown requests: these go to the real server on this machine.
beforeEach(() => mockApi.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

const get = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('the static server with the build\'s _redirects (nginx try_files, Netlify/Cloudflare)', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    dir = writeSite(true);
    server = await serve(dir);
  });
  afterAll(() => {
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, 'overview'],
    ['/acme/projects/project-0001/issues/issue-web-0001/', 200, 'pre-rendered issue'],
    ['/acme/projects/project-0001/issues/issue-web-0001', 200, 'pre-rendered issue'],
    ['/acme/projects/project-0001/issues/issue-web-0500/', 200, 'app shell'],
    ['/other-team/projects/0f3c/cycles/9a1b/?scenario=default', 200, 'app shell'],
    ['/api/anything', 200, 'app shell'],
    ['/no/such/page', 200, 'app shell'],
  ])('%s answers %i with the %s', async (path, status, body) => {
    const answer = await get(server.origin, path);
    expect(answer).toMatchObject({ status, body });
    expect(answer.type).toBe('text/html; charset=utf-8');
  });

  it('serves files as they are, with their type', async () => {
    expect(await get(server.origin, '/_astro/app.js')).toEqual({ status: 200, type: 'text/javascript; charset=utf-8', body: 'export {};' });
  });

  it.each(['gzip', 'br'])('sends text %s-compressed to a browser that accepts it, as a real host does, and raw to one that does not', async (encoding) => {
    const packed = await fetch(`${server.origin}/_astro/big.js`, { headers: { 'Accept-Encoding': encoding } });
    expect(packed.headers.get('content-encoding')).toBe(encoding);
    expect(await packed.text()).toBe(BIG_SCRIPT);
    const raw = await fetch(`${server.origin}/_astro/big.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(BIG_SCRIPT);
  });

  it.each(['PUT', 'POST', 'PATCH', 'DELETE'])('refuses a %s with 405, as a host that stores nothing must', async (method) => {
    const answer = await fetch(`${server.origin}/api/workspaces/acme/demo-documents/editor-demo/`, { method, body: '{}' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never serves a file outside the site', async () => {
    const answer = await get(server.origin, '/..%2F..%2F..%2Fetc%2Fpasswd');
    expect(answer.body).toBe('app shell');
  });
});

describe('the static server without _redirects (GitHub Pages)', () => {
  it('answers an unknown address with 404.html and status 404, which boots the shell all the same', async () => {
    const dir = writeSite(false);
    const server = await serve(dir);
    try {
      expect(await get(server.origin, '/acme/projects/project-0001/issues/issue-web-0500/')).toMatchObject({ status: 404, body: 'app shell' });
      expect(await get(server.origin, '/acme/projects/project-0001/issues/issue-web-0001/')).toMatchObject({ status: 200, body: 'pre-rendered issue' });
    } finally {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** One raw HTTP/1.1 exchange on a socket kept open: resolves with the status line. */
function exchange(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const whole = length === undefined ? received.endsWith('\r\n0\r\n\r\n') : received.length >= head + 4 + Number(length);
      if (!whole) return;
      socket.off('data', onData);
      resolve(received.split('\r\n')[0]);
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('the static server keeps an idle connection open between a client\'s requests (scripts/keep-alive.mjs)', () => {
  it('a socket left idle 7.5 s, past Node\'s own server limit, still carries the next request', async () => {
    const dir = writeSite(true);
    const server = await serve(dir);
    // Also when the test times out, which a finally block would not see.
    onTestFinished(() => {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    const { hostname, port } = new URL(server.origin);
    const socket = connect(Number(port), hostname);
    onTestFinished(() => {
      socket.destroy();
    });
    let closedByServer = false;
    socket.on('end', () => {
      closedByServer = true;
    });
    expect(await exchange(socket, '/')).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    expect(closedByServer).toBe(false);
    expect(await exchange(socket, '/_astro/app.js')).toBe('HTTP/1.1 200 OK');
  }, 20_000);
});
