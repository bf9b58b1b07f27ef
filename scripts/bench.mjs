#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark, headless in Debian's chromium, then bench/report.md and
 * bench/report.json. Not part of `npm test`; nothing here asserts a time. Steps: generate the documents,
 * the editor benchmark (bench/run-editor.mjs), the site benchmarks on a fresh build
 * (bench/run-site.mjs), the report (bench/report.mjs). The fuzz run is its own command
 * (`npm run bench:fuzz`): it measures correctness, not speed, and would double this run's time.
 *
 * Flags: --quick (one short round per cell, three Lighthouse pages: a smoke run, not figures to quote),
 * --skip-editor, --skip-paste, --skip-site, --no-build (reuse $BENCH_DIST), --no-lighthouse, --report-only (rebuild the
 * report from the last raw results in $BENCH_WORK).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, WORK, log } from '../bench/lib.mjs';
import { runEditor } from '../bench/run-editor.mjs';
import { runPaste } from '../bench/run-paste.mjs';
import { runSite, summariseSite } from '../bench/run-site.mjs';
import { buildReport, renderMarkdown } from '../bench/report.mjs';

const flag = (name) => process.argv.includes(`--${name}`);
const quick = flag('quick');
const started = Date.now();
const loadStart = loadavg().map((l) => Number(l.toFixed(2)));

if (!existsSync(CHROMIUM)) {
  console.error(`Debian chromium is missing at ${CHROMIUM}: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

const readJson = (name) => {
  try {
    return JSON.parse(readFileSync(join(WORK, name), 'utf8'));
  } catch {
    return null;
  }
};

let editor = null;
let site = null;
let paste = null;
if (flag('report-only')) {
  editor = readJson('editor.json');
  site = readJson('site.json');
  paste = readJson('paste.json');
} else {
  const docs = spawnSync('npx', ['tsx', 'bench/docs/generate.ts', join(WORK, 'docs')], { stdio: 'inherit' });
  if (docs.status !== 0) process.exit(docs.status ?? 1);
  if (!flag('skip-editor')) {
    log('\n━━ editor');
    editor = await runEditor({ quick });
  }
  if (!flag('skip-editor') && !flag('skip-paste')) {
    log('\n━━ large paste');
    paste = await runPaste({ build: false });
  }
  if (!flag('skip-site')) {
    log('\n━━ site (pickers, feed, page weight, Lighthouse)');
    site = await runSite({ buildFirst: !flag('no-build'), lighthouse: !flag('no-lighthouse'), quick });
  }
}

const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.match(/[\d.]+/)?.[0] ?? 'unknown';
const previous = (() => {
  try {
    return JSON.parse(readFileSync('bench/report.json', 'utf8')).meta;
  } catch {
    return null;
  }
})();
/** The parts whose raw figures were measured again (by run-editor, run-paste or run-site alone) after the full run. */
const remeasured = (since) => ['editor', 'paste', 'site'].flatMap((part) => {
  try {
    const at = statSync(join(WORK, `${part}.json`)).mtime;
    return at.getTime() > Date.parse(since) + 60_000 ? [`${part} ${at.toISOString().replace(/\.\d+Z$/, 'Z')}`] : [];
  } catch {
    return [];
  }
});
// A regenerated report keeps the timing and load of the run that measured the figures, and names any part measured since.
const meta = flag('report-only') && previous ? { ...previous, regenerated: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), remeasured: remeasured(previous.date) } : {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  seconds: (Date.now() - started) / 1000,
  mode: quick ? 'quick smoke run: one short round per cell, not figures to quote' : 'full run',
  chromium,
  node: process.version,
  cpus: cpus().length,
  loadStart,
  loadEnd: loadavg().map((l) => Number(l.toFixed(2))),
  editorSeconds: editor?.seconds ?? null,
  siteSeconds: site?.seconds ?? null,
};
const report = buildReport({ editor, site, siteSummary: site ? summariseSite(site) : null, paste, meta });
writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('bench/report.md', renderMarkdown(report));
log(`\nbench/report.md and bench/report.json written in ${(meta.seconds / 60).toFixed(1)} min.`);
for (const c of report.cases) log(`${c.met === null ? ' –  ' : c.met ? ' ok ' : 'MISS'} ${c.id.padEnd(24)} ${c.ratio === null ? '' : `${c.ratio.toFixed(3)}×  `}${c.ours === null ? `not available: ${c.note ?? ''}` : ''}`);
