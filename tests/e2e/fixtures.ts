import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { NAMESPACE_COOKIE, namespaceFor } from '../../mocks/namespace';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from '../../src/domain/request-guard';
import { SitePaths, type WorldIds } from './paths';
import { planeGap } from './plane-gaps';

/**
 * Shared e2e fixtures: every page is watched for console errors and uncaught exceptions, which
 * fail the test unless the test expects them (`allowConsoleErrors`).
 */
/** The real HTTP mock server of the real-server project (`npm run api`). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.API_PORT ?? 4390}`;
/** The Plane-shaped server of the plane project (`npm run api:plane`). */
export const PLANE_API_ORIGIN = `http://127.0.0.1:${process.env.PLANE_API_PORT ?? 4391}`;

/**
 * The tag of a test whose outcome no server can change: what it checks happens in the page alone
 * (the editor's keys, menus, tables, measures and pastes; the date filter; the confirm dialog; a drag
 * over the drop zone; selecting rows by click and keys; the theme editor's preview). A test that
 * reads the server's log or data is not one, however local. It runs in the mocked project only; the
 * real-server and plane projects, whose subject is the calls, leave it out (playwright.config.ts),
 * which keeps the three passes inside CI's time on a two-core machine.
 */
export const CLIENT_ONLY = '@client-only';

/**
 * The tag of a test of what only the mocked build has (the first content drawn at build time for the
 * seed's pages): the builds against a server leave it out, as playwright.config.ts says.
 */
export const MOCKED_BUILD_ONLY = '@mocked-build';

/** Whether this test runs against the real HTTP server rather than the service worker. */
export const isRealServer = () => base.info().project.name === 'real-server';
/** Whether this test runs against the Plane-shaped server, with the site built for the `plane` backend. */
export const isPlane = () => base.info().project.name === 'plane';
/** Whether the service worker answers this test's calls: the mocked project, no HTTP server behind the site. */
export const isMockedInBrowser = () => httpMockOrigin() === null;

/**
 * A write to an HTTP mock from the test process, as a client must make it: the CSRF token from
 * GET /auth/get-csrf-token/ (the request context keeps the cookie it sets) echoed in X-CSRFToken.
 */
export async function apiWrite(request: APIRequestContext, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown, origin = API_ORIGIN) {
  const { csrf_token: token } = (await (await request.get(`${origin}${CSRF_TOKEN_PATH}`)).json()) as { csrf_token: string };
  return request.fetch(`${origin}${path}`, { method, headers: { [CSRF_HEADER]: token }, ...(data === undefined ? {} : { data }) });
}

/** Resets the real server's data (this test's namespace); fails the test if the server refused. */
export async function resetServer(request: APIRequestContext) {
  const answer = await apiWrite(request, 'POST', '/api/__mock__/reset/');
  expect(answer.status(), await answer.text()).toBe(204);
}

/**
 * In mocked mode the data lives in the service worker, which takes over a page some time after it
 * loads: a call made before that reaches the static host instead (which refuses writes with 405).
 */
async function mockWorkerInControl(page: Page) {
  if (httpMockOrigin()) return;
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
}

/** The HTTP mock this test's data lives on, or null when the service worker answers. */
function httpMockOrigin(): string | null {
  if (isRealServer()) return API_ORIGIN;
  if (isPlane()) return PLANE_API_ORIGIN;
  return null;
}

interface TestFixtures {
  /** Skips, in the plane project, a test that does not run against Plane yet (plane-gaps.ts says why). */
  planeGap: void;
  consoleErrors: string[];
  allowConsoleErrors: RegExp[];
  serverNamespace: string | null;
  /** This run's pages and ids: the seed's, or the ones the Plane-shaped server made when it started. */
  paths: SitePaths;
}

export const test = base.extend<TestFixtures, { worldIds: WorldIds | null }>({
  // First and with nothing of its own to set up: a gap is skipped before any page or namespace is made.
  planeGap: [
    async ({ playwright: _ }, use, testInfo) => {
      const gap = planeGap(testInfo);
      testInfo.skip(gap !== null, gap ?? '');
      await use();
    },
    { auto: true },
  ],
  /**
   * The Plane-shaped server makes its slug and UUIDs when it starts, so the plane project reads
   * them from its test-only `/api/__mock__/world/` once per worker; the other projects play the seed.
   */
  worldIds: [
    async ({ playwright }, use, workerInfo) => {
      if (workerInfo.project.name !== 'plane') {
        await use(null);
        return;
      }
      const api = await playwright.request.newContext();
      const response = await api.get(`${PLANE_API_ORIGIN}/api/__mock__/world/`);
      expect(response.status(), 'the Plane-shaped server answers its world').toBe(200);
      const world = (await response.json()) as WorldIds;
      await api.dispose();
      await use(world);
    },
    { scope: 'worker' },
  ],
  paths: [
    async ({ worldIds }, use) => {
      openedPaths = new SitePaths(worldIds);
      await use(openedPaths);
      openedPaths = null;
    },
    { auto: true },
  ],
  allowConsoleErrors: [[], { option: true }],
  /**
   * Mocked runs get fresh data from each browser context's session storage. The HTTP mocks are
   * shared by both workers, so each test plays in a namespace of its own (mocks/namespace.ts): a
   * cookie on its browser context, which the site's calls carry to the API (same site) without
   * knowing. Afterwards the namespace is dropped. Nothing in the product reads or sets it.
   */
  serverNamespace: [
    async ({ context }, use, testInfo) => {
      const origin = httpMockOrigin();
      if (!origin) {
        await use(null);
        return;
      }
      const namespace = namespaceFor(`w${testInfo.workerIndex}`, testInfo.testId, `r${testInfo.retry}`, `x${testInfo.repeatEachIndex}`);
      await context.addCookies([{ name: NAMESPACE_COOKIE, value: namespace, domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
      await use(namespace);
      await apiWrite(context.request, 'POST', '/api/__mock__/reset/', undefined, origin);
    },
    { auto: true },
  ],
  /** API calls of a test carry its page's cookies (its namespace; in the plane project, its session). */
  request: async ({ context, serverNamespace: _ }, use) => {
    await use(context.request);
  },
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser logs every 4xx/5xx answer; the tests that provoke them assert the UI instead.
      if (/^Failed to load resource: the server responded with a status of [45]\d\d/.test(text)) return;
      if (allowConsoleErrors.some((re) => re.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** This test's paths, for openPage (a plain function, called from helpers that have no fixtures). */
let openedPaths: SitePaths | null = null;

/**
 * Opens a page and waits until islands are hydrated and the mock worker answers. A component page
 * gets the run's records in its address (SitePaths.page: the Plane-shaped server's ids).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(openedPaths ? openedPaths.page(path) : path);
  await page.waitForLoadState('networkidle');
}

/** The URL of one of the build's JS chunks, by the name Vite gives it (`RichTextEditor` for `_astro/RichTextEditor.<hash>.js`). */
export const builtChunk = (name: string): RegExp => new RegExp(`/_astro/${name}\\.[^/]+\\.js$`);

/** Holds every request matching `url` until `release` is called: a part of the page that is slow to arrive. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Where the page reaches the API, as the site itself does: the service worker in mocked mode (same
 * origin), the real HTTP server cross-origin in real-server mode, the proxy in front of the
 * Plane-shaped server in the plane project (same origin).
 */
const pageApiOrigin = () => (isRealServer() ? API_ORIGIN : '');

/** A call to the API from inside the page, where the site makes its own. */
export async function apiFetch<T = unknown>(page: Page, path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  await mockWorkerInControl(page);
  return page.evaluate(
    async ({ origin, csrf, path, method, json, tokenPath, tokenHeader }) => {
      const headers: Record<string, string> = json === undefined ? {} : { 'Content-Type': 'application/json' };
      // A write to an HTTP server echoes its CSRF token, fetched as the site's client does.
      if (csrf && method !== 'GET') {
        const { csrf_token: token } = await (await fetch(`${origin}${tokenPath}`, { credentials: 'include' })).json();
        headers[tokenHeader] = token;
      }
      const response = await fetch(`${origin}${path}`, {
        method,
        credentials: 'include',
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { origin: pageApiOrigin(), csrf: httpMockOrigin() !== null, path, method: init.method ?? 'GET', json: init.json, tokenPath: CSRF_TOKEN_PATH, tokenHeader: CSRF_HEADER },
  );
}

export interface MockLogEntry {
  method: string;
  path: string;
}

/** The mock API's call log (this test's namespace on an HTTP mock), read from the page. */
export async function mockLog(page: Page): Promise<MockLogEntry[]> {
  return (await apiFetch<MockLogEntry[]>(page, '/api/__mock__/log/')).body;
}

/**
 * The theme the server keeps for the signed-in user: the spec keeps it on the user (null when
 * none), Plane on the profile (`{}` when none; the adapter reads `{}` as none).
 */
export async function storedTheme(page: Page): Promise<unknown> {
  const path = isPlane() ? '/api/users/me/profile/' : '/api/users/me/';
  return (await apiFetch<{ theme: unknown }>(page, path)).body.theme;
}

/** What storedTheme answers when the user has kept no theme. */
export const noStoredTheme = () => (isPlane() ? {} : null);

/**
 * Waits until the element is shown, for a page that holds a very large document. While an expected
 * element is absent, each poll of Playwright's `expect` takes an aria snapshot of the whole body for
 * its failure message (playwright-core 1.65, `_expectInternal`): on such a page that costs seconds
 * a poll, and a poll cannot see the element arrive until it ends. `waitFor` takes none.
 */
export async function untilShown(locator: Locator, timeout?: number) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
