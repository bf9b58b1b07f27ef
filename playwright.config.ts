import { defineConfig, devices } from '@playwright/test';
import { FIXED_NOW } from './fixtures/seed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end, visual and accessibility tests, all in Debian's chromium (no browser download).
 * Mocked mode serves dist/ and lets the MSW service worker answer; real-server mode serves
 * dist-real/ (built with PUBLIC_API_BASE_URL) beside `npm run api` on a free port; the plane
 * mode serves dist-plane/ (built with PUBLIC_API_BACKEND=plane and no API URL, so it calls its own
 * origin) through `npm run serve:proxy` in front of the Plane-shaped server (`npm run api:plane`).
 */
const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
const REAL_SITE_PORT = Number(process.env.REAL_SITE_PORT ?? 4322);
const API_PORT = Number(process.env.API_PORT ?? 4390);
const LADLE_PORT = Number(process.env.LADLE_PORT ?? 4323);
/** Separate build folders and ports let several runs (one per developer) share a machine. */
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const REAL_DIST_DIR = process.env.REAL_DIST_DIR ?? 'dist-real';
const PLANE_SITE_PORT = Number(process.env.PLANE_SITE_PORT ?? 4325);
const PLANE_API_PORT = Number(process.env.PLANE_API_PORT ?? 4391);
const PLANE_DIST_DIR = process.env.PLANE_DIST_DIR ?? 'dist-plane';
/** The signed-in session the plane setup saves once and every plane test starts with. */
export const PLANE_AUTH_FILE = process.env.PLANE_AUTH_FILE ?? 'test-results/plane-auth.json';

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  },
};

/** PW_SERVERS=site,real,api,plane-api,plane-site,ladle starts only those servers (a run of one project needs one or two). */
function selectServers<T extends { name: string }>(servers: T[]): Omit<T, 'name'>[] {
  const wanted = process.env.PW_SERVERS?.split(',').map((s) => s.trim());
  return servers.filter((s) => !wanted || wanted.includes(s.name)).map(({ name: _name, ...server }) => server);
}

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results/playwright-output',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON ?? 'test-results/playwright.json' }]],
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'mocked', testMatch: ['e2e/**/*.spec.ts'], testIgnore: ['e2e/**/*.real.spec.ts'], use: { ...chromium, baseURL: `http://127.0.0.1:${SITE_PORT}` } },
    // The e2e suite again, against the site built with PUBLIC_API_BASE_URL and `npm run api`.
    // Each test's data is its own (a namespace cookie, tests/e2e/fixtures.ts), so two workers share the server.
    // Tests tagged @client-only (CLIENT_ONLY) check what no server can change, and @mocked-build (MOCKED_BUILD_ONLY) what only the mocked build has: mocked only.
    { name: 'real-server', testMatch: ['e2e/**/*.spec.ts'], grepInvert: /@client-only|@mocked-build/, timeout: 90_000, use: { ...chromium, baseURL: `http://127.0.0.1:${REAL_SITE_PORT}` } },
    // Signs in once on the Plane-shaped server, through the proxy, as a browser would; saves the session.
    { name: 'plane-setup', testMatch: ['e2e/plane.setup.ts'], use: { baseURL: `http://127.0.0.1:${PLANE_SITE_PORT}` } },
    // The e2e suite a third time, less @client-only and @mocked-build: the `plane` build against the Plane-shaped server, signed in.
    {
      name: 'plane',
      testMatch: ['e2e/**/*.spec.ts'],
      // The *.real specs read the spec server's own answers (its paths and shapes) to check what a write did;
      // the Plane-shaped server's answers are held by tests/unit/mocks/plane/contract.test.ts instead.
      testIgnore: ['e2e/**/*.real.spec.ts'],
      grepInvert: /@client-only|@mocked-build/,
      dependencies: ['plane-setup'],
      timeout: 90_000,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PLANE_SITE_PORT}`, storageState: PLANE_AUTH_FILE },
    },
    // Ladle is built under /ladle/ (as the site serves it), so its server serves the whole build folder.
    { name: 'visual', testMatch: ['visual/**/*.spec.ts'], use: { ...chromium, baseURL: `http://127.0.0.1:${LADLE_PORT}/ladle/` } },
  ],
  webServer: selectServers([
    {
      name: 'site',
      command: `node scripts/serve-static.mjs ${DIST_DIR} ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'real',
      command: `node scripts/serve-static.mjs ${REAL_DIST_DIR} ${REAL_SITE_PORT}`,
      url: `http://127.0.0.1:${REAL_SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'api',
      command: `PORT=${API_PORT} ALLOW_ORIGIN=http://127.0.0.1:${REAL_SITE_PORT} npx tsx mocks/http-server.ts`,
      url: `http://127.0.0.1:${API_PORT}/api/configs/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'plane-api',
      // The seed's "today", so Plane's date rules (ended cycles, the burn-down) see the seed's world.
      command: `PORT=${PLANE_API_PORT} PLANE_CLOCK=${new Date(FIXED_NOW).toISOString()} PLANE_WEB_URL=http://127.0.0.1:${PLANE_SITE_PORT} ALLOW_ORIGIN=http://127.0.0.1:${PLANE_SITE_PORT} npx tsx mocks/plane/http-server.ts`,
      url: `http://127.0.0.1:${PLANE_API_PORT}/api/instances/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'plane-site',
      command: `PUBLIC_API_BASE_URL=http://127.0.0.1:${PLANE_API_PORT} node scripts/serve-proxy.mjs ${PLANE_DIST_DIR} ${PLANE_SITE_PORT}`,
      url: `http://127.0.0.1:${PLANE_SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'ladle',
      command: `node scripts/serve-static.mjs ${DIST_DIR} ${LADLE_PORT}`,
      url: `http://127.0.0.1:${LADLE_PORT}/ladle/`,
      reuseExistingServer: !process.env.CI,
    },
  ]),
});
