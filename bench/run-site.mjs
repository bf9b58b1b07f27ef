#!/usr/bin/env node
/**
 * Site benchmarks on the BUILT site in the large-project scenario (10,000 issues, 5,000 activities):
 *  - add existing issues: end of the 500 ms debounce (the search call) -> results painted, against a
 *    plain unvirtualised list fed by the same call (bench/pickers/, built into the site at /bench-baseline/);
 *  - bulk delete: rows in the DOM while showing 10,000 issues; input -> filtered list painted; list load;
 *  - workspace issue tab (all issues): rows in the DOM;
 *  - activity feed: first entry painted; long tasks and frame intervals while scrolling;
 *  - page weight (scripts/page-weight.mjs) and Lighthouse performance/accessibility per page, and
 *    (bench/first-paint.mjs) first contentful paint of an issue page of the site built against the spec server over HTTP,
 *    against a plain static HTML page of the same size served the same way (issue 19).
 * A fresh browser per cell. Usage: node bench/run-site.mjs [--no-build] [--no-lighthouse] [--quick] [--first-paint-only]
 * Writes $BENCH_WORK/site.json.
 *
 * Over 300 lines because each site case (pickers, bulk delete, tab, feed) is a short Playwright script
 * that only makes sense beside the page it drives; Lighthouse and first paint live in first-paint.mjs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { FCP_PAGE, firstPaintOverHttp, lighthousePages, lighthouseRun } from './first-paint.mjs';
import { PORTS, WORK, launchBrowser, log, percentile, serve, sleep, summary } from './lib.mjs';

/**
 * Inside the repository on purpose: Astro builds an outDir outside the working directory through the
 * shared .astro/ folder, so two builds at once (other people's) break each other; inside, it uses outDir.
 * bench/.tmp/ is git-ignored.
 */
export const DIST = process.env.BENCH_DIST ?? resolve('bench/.tmp/dist');
/** The same site built for the spec server over HTTP (PUBLIC_API_BASE_URL: the bench's `npm run api`). */
export const REAL_DIST = process.env.BENCH_REAL_DIST ?? resolve('bench/.tmp/dist-real');
const API_ORIGIN = `http://127.0.0.1:${PORTS.api}`;
const SCENARIO = 'large-project';
const PROBE = resolve('bench/pickers/probe.js');
/** Search terms: a warm-up, then the measured ones (names and IDENT-SEQ keys of the seed). */
const TERMS = ['test', 'safari', 'fix', 'dark mode', 'web-12', 'export'];
const QUICK_TERMS = ['test', 'safari', 'fix'];

/** A failed build is retried twice (a build of someone else's can still race with ours on .astro/ cache files). */
function buildSite(outDir = DIST, env = {}) {
  const t = Date.now();
  let output = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--no-ladle'], {
      env: { ...process.env, ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (result.status === 0) return { seconds: (Date.now() - t) / 1000, attempts: attempt };
    output = (result.stdout + result.stderr).slice(-1500);
    log(`  site build attempt ${attempt} failed${attempt < 3 ? '; retrying' : ''}`);
  }
  throw new Error(`site build failed three times:\n${output}`);
}

/** The baseline page goes inside the served site, with its own copy of the worker (scope /bench-baseline/). */
async function buildBaseline() {
  const outDir = join(DIST, 'bench-baseline');
  await build({
    configFile: false,
    root: resolve('bench/pickers'),
    base: '/bench-baseline/',
    logLevel: 'error',
    publicDir: false,
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  copyFileSync(join(DIST, 'mockServiceWorker.js'), join(outDir, 'mockServiceWorker.js'));
}

async function withPage(fn) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript({ path: PROBE });
    const value = await fn(page);
    return { ...value, errors };
  } finally {
    await browser.close();
  }
}

/** Arms the probe for `term`, types it, and returns start (search call or input event) and painted times. */
async function measureTerm(page, field, term, startFrom) {
  await page.evaluate((t) => {
    window.__pending = window.__probe.when(() => window.__probe.showsTerm(t));
  }, term);
  await field.fill(term);
  const painted = await page.evaluate(() => window.__pending);
  return page.evaluate(({ t, painted, startFrom }) => {
    const p = window.__probe;
    const input = [...p.inputs].reverse().find((i) => i.value === t);
    const call = [...p.fetches].reverse().find((f) => f.url.includes('search-issues') && new URL(f.url, location.href).searchParams.get('search') === t.trim());
    const start = startFrom === 'call' ? call?.t : input?.t;
    const root = document.querySelector('[role="dialog"]') ?? document;
    const options = root.querySelectorAll('[role="option"]');
    return {
      term: t,
      ms: start === undefined ? null : painted - start,
      debounceMs: call && input ? call.t - input.t : null,
      rowsInDom: options.length,
      shown: Number(options[0]?.getAttribute('aria-setsize')) || options.length,
    };
  }, { t: term, painted, startFrom });
}

/** Opens one of our picker demos in the bench's scenario (`beforeOpen` runs once it has loaded) and returns its search field. */
async function ourPickerField(page, base, component, beforeOpen = async () => {}) {
  await page.goto(`${base}/components/${component}/?scenario=${SCENARIO}`);
  await page.waitForLoadState('networkidle');
  await beforeOpen();
  await page.getByRole('button', { name: 'Open demo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog.getByRole('combobox');
}

async function addExisting(base, which, terms) {
  return withPage(async (page) => {
    let field;
    if (which === 'ours') {
      field = await ourPickerField(page, base, 'add-existing-issues');
    } else {
      await page.goto(`${base}/bench-baseline/?mode=search&scenario=${SCENARIO}`);
      await page.waitForSelector('html[data-ready]');
      field = page.getByLabel('Search issues');
    }
    await page.waitForFunction(() => document.querySelector('[role="option"]'), null, { timeout: 60_000 });
    const terms_ = [];
    for (const term of terms) terms_.push(await measureTerm(page, field, term, 'call'));
    return { warmup: terms_[0], terms: terms_.slice(1) };
  });
}

async function bulkDelete(base, which, terms) {
  return withPage(async (page) => {
    let field;
    if (which === 'ours') {
      field = await ourPickerField(page, base, 'bulk-delete-issues', () =>
        page.evaluate(() => {
          window.__firstOption = window.__probe.when(() => document.querySelector('[role="dialog"] [role="option"]'), 120_000);
        }));
    } else {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__firstOption = window.__probe.when(() => document.querySelector('[role="option"]'), 120_000);
        });
      });
      await page.goto(`${base}/bench-baseline/?mode=list&scenario=${SCENARIO}`);
      await page.waitForSelector('html[data-ready]', { timeout: 120_000 });
      field = page.getByLabel('Search issues');
    }
    const load = await page.evaluate(async () => {
      const painted = await window.__firstOption;
      const call = window.__probe.fetches.find((f) => /\/projects\/project-0001\/issues\/(\?|$)/.test(f.url));
      const root = document.querySelector('[role="dialog"]') ?? document;
      const options = root.querySelectorAll('[role="option"]');
      return {
        ms: call ? painted - call.t : null,
        rowsInDom: options.length,
        shown: Number(options[0]?.getAttribute('aria-setsize')) || options.length,
        domElements: document.querySelectorAll('*').length,
      };
    });
    const measured = [];
    for (const term of terms) measured.push(await measureTerm(page, field, term, 'input'));
    return { load, warmup: measured[0], terms: measured.slice(1) };
  });
}

/** Rows of the workspace "All issues" tab (10,050 issues in large-project): what is in the DOM. */
async function workspaceTab(base) {
  return withPage(async (page) => {
    const answer = page.waitForResponse((r) => r.url().includes('/issues/?tab=all-issues'), { timeout: 60_000 });
    await page.goto(`${base}/acme/workspace-views/all-issues/?scenario=${SCENARIO}`);
    const issues = await (await answer).json();
    await page.waitForFunction(() => document.querySelectorAll('[role="group"] [data-entity-id]').length > 0, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const dom = await page.evaluate(() => {
      const list = document.querySelector('[role="group"]');
      return { rowsInDom: list.firstElementChild.children.length, domElements: document.querySelectorAll('*').length };
    });
    return { ...dom, shown: Array.isArray(issues) ? issues.length : null };
  });
}

/** Activity feed: first entry painted, then wheel-scrolling the list while it loads more pages. */
async function feedRound(base, steps) {
  return withPage(async (page) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__firstEntry = window.__probe.when(() => document.querySelector('[role="feed"] article'), 120_000);
      });
    });
    await page.goto(`${base}/components/activity-feed/?scenario=${SCENARIO}`);
    const first = await page.evaluate(async () => {
      const painted = await window.__firstEntry;
      const call = window.__probe.fetches.find((f) => /activit|history/.test(f.url));
      return { fromNavigation: painted, fromCall: call ? painted - call.t : null };
    });
    await page.waitForLoadState('networkidle');
    const scroller = page.locator('[role="feed"]').first().locator('..');
    const box = await scroller.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => {
      window.__probe.longtasks = [];
      window.__probe.scrollStart = performance.now();
      window.__probe.recordFrames();
    });
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, 1200);
      await sleep(60);
    }
    await sleep(500);
    return {
      first,
      scroll: await page.evaluate(() => {
        const p = window.__probe;
        p.recording = false;
        const feed = document.querySelector('[role="feed"]');
        return {
          seconds: (performance.now() - p.scrollStart) / 1000,
          longtasks: p.longtasks.filter((t) => t.start >= p.scrollStart).map((t) => t.duration),
          frames: p.frames.slice(1),
          articlesInDom: feed.querySelectorAll('article').length,
          scrollTop: feed.parentElement.scrollTop,
          loadedText: feed.parentElement.nextElementSibling?.querySelector('[aria-live]')?.textContent ?? null,
          activityCalls: p.fetches.filter((f) => /activit|history/.test(f.url)).length,
          noLongTaskObserver: Boolean(p.noLongTaskObserver),
        };
      }),
    };
  });
}

function pageWeight() {
  const cwd = join(WORK, 'page-weight');
  mkdirSync(cwd, { recursive: true });
  const script = resolve('scripts/page-weight.mjs');
  const result = spawnSync(process.execPath, [script, `--dist=${DIST}`], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`page-weight failed: ${result.stderr}`);
  const rows = JSON.parse(readFileSync(join(cwd, 'test-results/page-weight.json'), 'utf8'));
  return rows.map((r) => {
    const file = r.page.endsWith('.html') ? join(DIST, r.page) : join(DIST, r.page === '/' ? '' : r.page, 'index.html');
    const html = readFileSync(file, 'utf8');
    return { ...r, islands: (html.match(/<astro-island/g) ?? []).length };
  });
}

const exists = (page) => existsSync(join(DIST, page, 'index.html'));

async function attempt(label, fn) {
  const t = Date.now();
  try {
    const value = await fn();
    log(`  ${label} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
    return value;
  } catch (error) {
    log(`  ${label}: ERROR ${error.message.split('\n')[0]}`);
    return { error: error.message.split('\n')[0] };
  }
}

export async function runSite({ buildFirst = true, lighthouse = true, quick = false } = {}) {
  const started = Date.now();
  const result = { dist: DIST, scenario: SCENARIO };
  if (buildFirst) {
    const built = buildSite();
    result.buildSeconds = built.seconds;
    result.buildAttempts = built.attempts;
    log(`built the site into ${DIST} in ${built.seconds.toFixed(0)} s`);
    const real = buildSite(REAL_DIST, { PUBLIC_API_BASE_URL: API_ORIGIN, PUBLIC_MOCK_SCENARIOS: 'true' });
    result.realBuildSeconds = real.seconds;
    log(`built the site for the spec server (${API_ORIGIN}) into ${REAL_DIST} in ${real.seconds.toFixed(0)} s`);
  }
  await buildBaseline();
  const terms = quick ? QUICK_TERMS : TERMS;
  const server = await serve(DIST, PORTS.site);
  try {
    const base = server.url;
    const missing = (page) => ({ error: `page /${page} is not in the build` });
    result.addExisting = {
      ours: exists('components/add-existing-issues') ? await attempt('add existing issues (ours)', () => addExisting(base, 'ours', terms)) : missing('components/add-existing-issues/'),
      baseline: await attempt('add existing issues (baseline)', () => addExisting(base, 'baseline', terms)),
    };
    result.bulkDelete = {
      ours: exists('components/bulk-delete-issues') ? await attempt('bulk delete (ours)', () => bulkDelete(base, 'ours', terms)) : missing('components/bulk-delete-issues/'),
      baseline: await attempt('bulk delete (baseline)', () => bulkDelete(base, 'baseline', terms)),
    };
    result.workspaceTab = exists('acme/workspace-views/all-issues') ? await attempt('workspace tab rows', () => workspaceTab(base)) : missing('acme/workspace-views/all-issues/');
    if (exists('components/activity-feed')) {
      const rounds = [];
      for (let i = 0; i < (quick ? 1 : 2); i++) rounds.push(await attempt(`activity feed round ${i + 1}`, () => feedRound(base, quick ? 30 : 80)));
      result.feed = { rounds };
    } else {
      result.feed = missing('components/activity-feed/');
    }
    result.pageWeight = pageWeight();
    result.firstPaint = existsSync(join(REAL_DIST, FCP_PAGE, 'index.html'))
      ? await attempt('first paint over HTTP (issue page vs plain page)', () => firstPaintOverHttp(REAL_DIST, API_ORIGIN))
      : { error: `${REAL_DIST} has no ${FCP_PAGE}: run without --no-build once` };
    if (lighthouse) {
      const pages = lighthousePages(result.pageWeight);
      result.lighthouse = await lighthouseRun(base, quick ? pages.slice(0, 3) : pages);
    }
  } finally {
    await server.stop();
  }
  result.seconds = (Date.now() - started) / 1000;
  writeFileSync(join(WORK, 'site.json'), JSON.stringify(result, null, 2));
  return result;
}

/** Medians (min-max) for the report. */
export function summariseSite(site) {
  const terms = (cell) => (cell?.terms ? summary(cell.terms.map((t) => t.ms)) : null);
  const feedRounds = site.feed?.rounds?.filter((r) => !r.error) ?? [];
  const allLong = feedRounds.flatMap((r) => r.scroll.longtasks);
  const allFrames = feedRounds.flatMap((r) => r.scroll.frames);
  return {
    addExisting: { ours: terms(site.addExisting?.ours), baseline: terms(site.addExisting?.baseline) },
    bulkDelete: {
      ours: terms(site.bulkDelete?.ours),
      baseline: terms(site.bulkDelete?.baseline),
      loadOurs: site.bulkDelete?.ours?.load?.ms ?? null,
      loadBaseline: site.bulkDelete?.baseline?.load?.ms ?? null,
    },
    feed: feedRounds.length
      ? {
          firstPaint: summary(feedRounds.map((r) => r.first.fromNavigation)),
          firstFromCall: summary(feedRounds.map((r) => r.first.fromCall)),
          longTasks: allLong.length,
          longestTask: allLong.length ? Math.max(...allLong) : 0,
          frameP50: percentile(allFrames, 50),
          frameP95: percentile(allFrames, 95),
          frameMax: allFrames.length ? Math.max(...allFrames) : null,
          articlesInDom: Math.max(...feedRounds.map((r) => r.scroll.articlesInDom)),
          rounds: feedRounds.length,
        }
      : null,
  };
}

if (process.argv[1]?.endsWith('run-site.mjs')) {
  if (!existsSync('scripts/build.mjs')) throw new Error('run from the repository root');
  if (process.argv.includes('--first-paint-only')) {
    // The first-paint case alone, on the spec-server build already in REAL_DIST (a quick re-measure).
    const result = await firstPaintOverHttp(REAL_DIST, API_ORIGIN);
    log(JSON.stringify({ ours: result.ours, plain: result.plain, ratio: result.ours.median / result.plain.median, bytes: result.bytes }));
  } else {
    await runSite({ buildFirst: !process.argv.includes('--no-build'), lighthouse: !process.argv.includes('--no-lighthouse'), quick: process.argv.includes('--quick') });
  }
}
