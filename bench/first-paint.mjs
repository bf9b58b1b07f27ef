/**
 * What a reader sees first, measured on the built site: Lighthouse (mobile preset) per page kind, and
 * the first contentful paint of an issue page served over HTTP against a plain page of its size
 * (issue 19 part 1). bench/run-site.mjs runs both; bench/lighthouse-compare.mjs reuses the page list.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, PORTS, launchBrowser, log, mulberry32, serve, summary } from './lib.mjs';

/** The route shape of a page: ids become ":id", settings sub-pages share one shape. */
export function routeShape(page) {
  if (!page.startsWith('acme/')) return page;
  if (page.startsWith('acme/settings/')) return 'acme/settings/*';
  if (page.startsWith('acme/workspace-views/')) return 'acme/workspace-views/*';
  return page.split('/').map((segment) => (/\d/.test(segment) || segment === 'user-bot' ? ':id' : segment)).join('/');
}

/**
 * One page per kind, most telling first: the overview, every component page, one page per demo-workspace
 * route shape (all-issues for the four workspace tabs), then the other docs pages, which carry the same
 * layout and inline scripts as the overview.
 */
export function lighthousePages(weights) {
  const shapes = new Map();
  for (const { page } of weights) {
    if (page.startsWith('bench-baseline')) continue;
    const shape = routeShape(page);
    if (!shapes.has(shape) || page.includes('all-issues')) shapes.set(shape, page);
  }
  const rank = (p) => (p === '/' ? 0 : p.startsWith('components/') ? 1 : p.startsWith('acme/') ? 2 : 3);
  return [...shapes.values()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Lighthouse takes about 10 s a page here; pages past this budget are listed as not run. */
const LIGHTHOUSE_SECONDS = 420;

/** A page scoring under this on its first run is run again: its score is the median of LIGHTHOUSE_RUNS. */
export const LIGHTHOUSE_RERUN_BELOW = 95;
/**
 * One run of the same page here scores up to 11 points apart (the issue page: 84, 90, 95 in a row, 2026-11-27), so a
 * score under the target is the median of three runs, as Lighthouse's own guidance on variability advises.
 */
export const LIGHTHOUSE_RUNS = 3;

/** A page's performance score as the report and the log write it: with its runs when it was run again. */
export const scoreText = (row) => (row.performanceRuns ? `${row.performance} (median of ${row.performanceRuns.join(', ')})` : `${row.performance}`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of a page: its scores and metrics. */
async function lighthouseOnce(lighthouse, port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot'] });
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    load: Number(loadavg()[0].toFixed(2)),
    performance: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    accessibility: lhr.categories.accessibility.score === null ? null : Math.round(lhr.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failedA11y: Object.values(lhr.audits).filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0).map((a) => a.id),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

export async function lighthouseRun(base, pages) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, port: PORTS.lighthouse, chromeFlags: CHROMIUM_ARGS.filter((a) => !a.startsWith('--js-flags') && !a.startsWith('--enable-precise')) });
  const rows = [];
  const until = Date.now() + LIGHTHOUSE_SECONDS * 1000;
  try {
    for (const page of pages) {
      if (Date.now() > until) {
        rows.push({ page, error: `not run: Lighthouse time budget (${LIGHTHOUSE_SECONDS} s) used up` });
        continue;
      }
      const url = `${base}/${page === '/' ? '' : page}`;
      const t = Date.now();
      try {
        const runs = [await lighthouseOnce(lighthouse, chrome.port, url)];
        while (runs[0].performance !== null && runs[0].performance < LIGHTHOUSE_RERUN_BELOW && runs.length < LIGHTHOUSE_RUNS) {
          runs.push(await lighthouseOnce(lighthouse, chrome.port, url));
        }
        // The median run's figures, whole: its score, metrics and load belong together.
        const scores = runs.map((r) => r.performance ?? 0);
        const chosen = runs.find((r) => (r.performance ?? 0) === median(scores));
        rows.push({
          page,
          ...chosen,
          // Accessibility does not vary between runs the way timing does: the lowest is kept, so a failing audit shows.
          accessibility: runs.some((r) => r.accessibility === null) ? null : Math.min(...runs.map((r) => r.accessibility)),
          failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
          performanceRuns: runs.length > 1 ? scores : undefined,
          seconds: (Date.now() - t) / 1000,
        });
      } catch (error) {
        rows.push({ page, error: error.message.split('\n')[0], seconds: (Date.now() - t) / 1000 });
      }
      const r = rows.at(-1);
      log(`  lighthouse ${page.padEnd(50)} ${r.error ? `ERROR ${r.error}` : `perf ${scoreText(r)} a11y ${r.accessibility}`} (${r.seconds.toFixed(0)} s)`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}


/** The issue page whose first paint over HTTP is measured against a plain page of its size. */
export const FCP_PAGE = 'acme/projects/project-0001/issues/issue-web-0001/';
const PLAIN_PAGE = 'bench-plain/';
const FCP_ROUNDS = 9;
/** Lighthouse's mobile preset, applied for real (CDP): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU ÷ 4. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The baseline of the first-paint case: plain HTML (headings and paragraphs of seeded words, no CSS,
 * no script) exactly as long as the issue page, written into the served build so that the same
 * server (and its compression) serves both.
 */
function writePlainPage(dir, bytes) {
  const random = mulberry32(19);
  const words = 'issue cycle module project workspace link label state priority assignee estimate activity description editor dialog filter search member owner archive sprint backlog progress review design release bug feature task comment mention upload cover theme export import token webhook settings profile'.split(' ');
  const word = () => words[Math.floor(random() * words.length)] + (random() < 0.3 ? String(Math.floor(random() * 1000)) : '');
  const end = '</body></html>';
  let html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain page</title></head><body><h1>Plain page</h1>';
  while (html.length < bytes) html += `<p>${Array.from({ length: 40 }, word).join(' ')}.</p>`;
  html = html.slice(0, bytes - end.length) + end;
  mkdirSync(join(dir, PLAIN_PAGE), { recursive: true });
  writeFileSync(join(dir, PLAIN_PAGE, 'index.html'), html);
  return html;
}

/** `npm run api` (the spec server) on the bench's port, for the site built against it. */
function startApi(siteOrigin) {
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', 'mocks/http-server.ts'], {
    env: { ...process.env, PORT: String(PORTS.api), ALLOW_ORIGIN: siteOrigin },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the API server exited with ${code}`)));
    child.stdout.once('data', () => resolve({ stop: () => new Promise((done) => { child.removeAllListeners('exit'); child.once('exit', done); child.kill(); }) }));
  });
}

/**
 * First contentful paint of the issue page of the site built against the spec server over HTTP (no
 * mock in the page: its content comes from `npm run api`), against the plain page of the same size
 * served by the same server: a fresh browser context per load, the mobile preset's network and CPU
 * throttling applied for real, the two pages alternating, FCP_ROUNDS loads each.
 */
export async function firstPaintOverHttp(realDist, apiOrigin) {
  const issue = readFileSync(join(realDist, FCP_PAGE, 'index.html'));
  const plain = writePlainPage(realDist, issue.length);
  const server = await serve(realDist, PORTS.realSite);
  const api = await startApi(server.url);
  const browser = await launchBrowser();
  const fcp = { ours: [], plain: [] };
  try {
    for (let round = 0; round < FCP_ROUNDS; round++) {
      const order = round % 2 ? [['plain', PLAIN_PAGE], ['ours', FCP_PAGE]] : [['ours', FCP_PAGE], ['plain', PLAIN_PAGE]];
      for (const [which, path] of order) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${server.url}/${path}`, { waitUntil: 'load' });
        fcp[which].push(await page.evaluate(() => new Promise((resolve) => {
          const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const poll = () => (read() === undefined ? setTimeout(poll, 50) : resolve(read()));
          poll();
        })));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await api.stop();
    await server.stop();
  }
  return {
    page: FCP_PAGE,
    api: apiOrigin,
    bytes: { ours: issue.length, oursGzip: gzipSync(issue).length, plain: plain.length, plainGzip: gzipSync(plain).length },
    ours: summary(fcp.ours),
    plain: summary(fcp.plain),
    raw: fcp,
  };
}
