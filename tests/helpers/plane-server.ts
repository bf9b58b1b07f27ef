import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { server as mswServer } from '../../mocks/node';
import { NAMESPACE_COOKIE } from '../../mocks/namespace';
import { createPlaneApp, type PlaneServerOptions } from '../../mocks/plane/server';

/**
 * Tests against the real Plane-shaped server over HTTP. The unit setup (tests/setup.ts) makes
 * msw/node answer every fetch with the spec's handlers; a file that talks to a real socket turns
 * that off first, so its requests reach the network.
 */
export function withRealNetwork(): void {
  beforeAll(() => mswServer.close());
}

/** What `GET /api/__mock__/world/` answers. */
export interface PlaneWorldInfo {
  slug: string;
  workspace_id: string;
  password: string;
  users: Array<{ id: string; email: string; display_name: string; role: number }>;
  ids: Record<string, string>;
}

export async function listen(app: { listen: (port: number, host: string, cb: () => void) => Server }): Promise<{ origin: string; close: () => Promise<void> }> {
  let httpServer!: Server;
  await new Promise<void>((resolve) => {
    httpServer = app.listen(0, '127.0.0.1', resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      httpServer.closeAllConnections();
      httpServer.close(() => resolve());
    }),
  };
}

/** A cookie jar and fetch with manual redirects: what a browser keeps, without the browser. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string, namespace?: string) {
    if (namespace) this.cookies.set(NAMESPACE_COOKIE, namespace);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = /^https?:/.test(path) ? path : `${this.origin}${path}`;
    const response = await fetch(url, { ...init, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Plane's sign-in as its web app does it: the CSRF token, then the form. */
  async signIn(email: string, password: string, nextPath = ''): Promise<Response> {
    const { csrf_token: token } = (await (await this.fetch('/auth/get-csrf-token/')).json()) as { csrf_token: string };
    return this.fetch('/auth/sign-in/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, next_path: nextPath, csrfmiddlewaretoken: token }).toString(),
    });
  }
}

export interface LivePlane {
  origin: string;
  world: PlaneWorldInfo;
  close: () => Promise<void>;
  /** A client in its own test namespace (fresh data), signed in as the seed's admin unless told otherwise. */
  client: (options?: { namespace?: string; signedIn?: boolean }) => Promise<HttpClient>;
}

let namespaces = 0;

export async function startPlane(options: PlaneServerOptions = {}): Promise<LivePlane> {
  const { app } = createPlaneApp(options);
  const { origin, close } = await listen(app);
  const world = (await (await fetch(`${origin}/api/__mock__/world/`)).json()) as PlaneWorldInfo;
  return {
    origin,
    world,
    close,
    async client({ namespace, signedIn = true } = {}) {
      namespaces += 1;
      const client = new HttpClient(origin, namespace ?? `unit-${process.pid}-${namespaces}`);
      if (signedIn) {
        const response = await client.signIn('ada@acme.test', world.password);
        if (response.status !== 302 || !client.cookies.has('session-id')) throw new Error(`Sign-in failed: ${response.status}`);
      }
      return client;
    },
  };
}

/**
 * The Plane-shaped server of one test file: the real network on, the server started before the
 * file's tests and closed after them. Its fields are there from the first test on.
 */
export function planeForFile(options: PlaneServerOptions = {}): LivePlane {
  withRealNetwork();
  const live = {} as LivePlane;
  beforeAll(async () => {
    Object.assign(live, await startPlane(options));
  });
  afterAll(() => live.close());
  return live;
}
