#!/usr/bin/env node
/**
 * Lighthouse (mobile, simulated throttling, as run-site.mjs runs it) over the same pages of one or
 * more builds, the builds alternating page by page and round by round, so a change in this shared
 * machine's load falls on each alike. For before/after figures and for finding causes; not part of
 * `npm run bench`.
 *
 *   node bench/lighthouse-compare.mjs --dist=before:/tmp/a --dist=after:bench/.tmp/dist \
 *     [--pages=acme/settings/,components/editor/] [--rounds=1] [--out=/tmp/lh.json]
 *
 * Without --pages it runs run-site.mjs's page list (one page per route shape) of the first build.
 * Prints one line per run with the load average, and writes every run (with the LCP element and
 * the largest layout shifts) to --out. Ports: the builds from LH_COMPARE_PORT (4456) up, Chrome on the next.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, log, serve } from './lib.mjs';
import { lighthousePages } from './first-paint.mjs';

const arg = (name) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const dists = arg('dist').map((d) => {
  const [label, ...path] = d.split(':');
  return { label, dir: resolve(path.join(':')) };
});
if (!dists.length) throw new Error('name at least one build: --dist=label:path');
const rounds = Number(arg('rounds')[0] ?? 1);
const out = arg('out')[0] ?? '/tmp/lighthouse-compare.json';
const firstPort = Number(process.env.LH_COMPARE_PORT ?? 4456);

function pagesOf(dir) {
  const explicit = arg('pages')[0];
  if (explicit) return explicit.split(',');
  const cwd = join(process.env.BENCH_WORK ?? '/tmp/bn-bench', 'page-weight');
  mkdirSync(cwd, { recursive: true });
  execFileSync(process.execPath, [resolve('scripts/page-weight.mjs'), `--dist=${dir}`], { cwd });
  return lighthousePages(JSON.parse(readFileSync(join(cwd, 'test-results/page-weight.json'), 'utf8')));
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const servers = [];
for (const [i, d] of dists.entries()) servers.push(await serve(d.dir, firstPort + i));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  port: firstPort + dists.length,
  chromeFlags: CHROMIUM_ARGS.filter((a) => !a.startsWith('--js-flags') && !a.startsWith('--enable-precise')),
});
const pages = pagesOf(dists[0].dir);
const runs = [];
try {
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      // The build that goes first alternates, page by page.
      const order = dists.map((_, i) => i);
      if ((round + pages.indexOf(page)) % 2) order.reverse();
      for (const i of order) {
        const url = `${servers[i].url}/${page === '/' ? '' : page}`;
        const load = loadavg()[0];
        try {
          const { lhr } = await lighthouse(url, {
            port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
            disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
          });
          const num = (id) => lhr.audits[id]?.numericValue ?? null;
          const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
          const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
          const run = {
            build: dists[i].label, page, round, load,
            performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
            fcp: num('first-contentful-paint'), lcp: num('largest-contentful-paint'), si: num('speed-index'),
            tbt: num('total-blocking-time'), cls: num('cumulative-layout-shift'),
            lcpElement: lcpElement ? `${lcpElement.selector} "${(lcpElement.nodeLabel ?? '').slice(0, 60)}"` : null,
            shifts: shifts.slice(0, 4).map((s) => ({ score: s.score, node: s.node?.selector ?? null, label: (s.node?.nodeLabel ?? '').slice(0, 50) })),
            longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, Number(process.env.LH_TASKS ?? 5)).map((t) => ({ url: t.url, ms: Math.round(t.duration), start: Math.round(t.startTime) })),
            failedA11y: lhr.categories.accessibility.auditRefs.filter((r) => lhr.audits[r.id]?.score === 0).map((r) => r.id),
            runtimeError: lhr.runtimeError?.message ?? null,
          };
          runs.push(run);
          log(`${run.build.padEnd(7)} ${page.padEnd(48)} perf ${String(run.performance).padStart(3)} a11y ${run.accessibility} FCP ${Math.round(run.fcp)} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)} CLS ${run.cls.toFixed(3)} SI ${Math.round(run.si)} (load ${load.toFixed(1)})${run.failedA11y.length ? ` a11y: ${run.failedA11y.join(',')}` : ''}`);
        } catch (error) {
          runs.push({ build: dists[i].label, page, round, load, error: error.message.split('\n')[0] });
          log(`${dists[i].label} ${page} ERROR ${error.message.split('\n')[0]}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  for (const s of servers) await s.stop();
  writeFileSync(out, JSON.stringify(runs, null, 2));
}
