#!/usr/bin/env node
/**
 * A CPU profile of one large paste into our editor (issue 19 part 3), or of opening a large document
 * from markdown (`--open`, part 2), to find where the time goes: self time by function and, with
 * `--trace`, main-thread time by trace event and what the longest tasks held.
 * Usage: BENCH_NO_MINIFY=1 node bench/profile-paste.mjs [--bytes=1000000] [--open] [--trace] [--no-build]
 * Writes $BENCH_WORK/paste.cpuprofile and prints the top functions. Not part of `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildContender } from './run-editor.mjs';
import { WORK, launchBrowser, log, serve } from './lib.mjs';

const bytes = Number(process.argv.find((a) => a.startsWith('--bytes='))?.split('=')[1] ?? 1_000_000);
const doc = `doc-paste-${bytes}.md`;
mkdirSync(join(WORK, 'docs'), { recursive: true });
const docPath = join(WORK, 'docs', doc);
if (!existsSync(docPath)) {
  const made = spawnSync('npx', ['tsx', '-e', `import {generateDocument} from './bench/docs/generate.ts'; import {writeFileSync} from 'node:fs'; writeFileSync(${JSON.stringify(docPath)}, generateDocument(${bytes}));`], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error('no document');
}
if (!process.argv.includes('--no-build') || !existsSync(join(WORK, 'build', 'ours', 'index.html'))) {
  const built = await buildContender('ours');
  if (built.error) throw new Error(built.error);
}
const server = await serve(WORK, Number(process.env.BENCH_PROFILE_PORT ?? 4460));
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/build/ours/`);
  await page.waitForFunction(() => window.bench, null, { timeout: 30_000 });
  await page.evaluate((u) => window.bench.load(u), `${server.url}/docs/${doc}`);
  const tracing = process.argv.includes('--trace');
  if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const opening = process.argv.includes('--open');
  const result = await page.evaluate((open) => (open ? window.bench.openMarkdown() : window.bench.paste()), opening);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(WORK, 'paste.cpuprofile'), JSON.stringify(profile));
  if (tracing) summariseTrace(JSON.parse((await browser.stopTracing()).toString()));
  log(JSON.stringify(result));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  log(`total sampled ${total.toFixed(0)} ms`);
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) log(`${v.toFixed(0).padStart(7)} ms  ${k}`);
} finally {
  await browser.close();
  await server.stop();
}

/** Main-thread time by trace event, counting each event's own time (less its children's). */
function summariseTrace(trace) {
  const events = (trace.traceEvents ?? trace).filter((e) => e.ph === 'X' && e.dur);
  const main = events.find((e) => e.name === 'RunTask' && e.dur > 50_000);
  const tid = main?.tid;
  const ours = events.filter((e) => e.tid === tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const selfByName = new Map();
  const stack = [];
  for (const e of ours) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) {
      const parent = stack.at(-1);
      selfByName.set(parent.name, (selfByName.get(parent.name) ?? 0) - e.dur);
    }
    selfByName.set(e.name, (selfByName.get(e.name) ?? 0) + e.dur);
    stack.push(e);
  }
  const tasks = ours.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000);
  log(`main-thread tasks: ${tasks.length}, over 50 ms: ${tasks.filter((t) => t > 50).length}, longest ${Math.max(...tasks).toFixed(0)} ms`);
  for (const [k, v] of [...selfByName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) log(`${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  // What the longest tasks held: their direct children by name.
  const longest = ours.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur - a.dur).slice(0, 6);
  for (const task of longest) {
    const inside = ours.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 5000);
    const parts = inside.map((e) => `${e.name} ${(e.dur / 1000).toFixed(0)}`).slice(0, 12).join(', ');
    log(`task ${(task.dur / 1000).toFixed(0)} ms at +${((task.ts - ours[0].ts) / 1000).toFixed(0)} ms: ${parts}`);
  }
}
