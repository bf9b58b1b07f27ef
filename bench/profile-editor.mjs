#!/usr/bin/env node
/**
 * Where the time goes: a CDP CPU profile of one contender page (built by run-editor.mjs) while it
 * opens a document, serialises it, and takes 20 keystrokes mid-document. Prints the top functions by
 * self time and by total time (with their source file) for each phase. Not part of `npm run bench`;
 * used to find the measured cause behind a missed target (bench/README.md).
 *
 * Usage: node bench/profile-editor.mjs <contender> <doc> [open|json|serialize|keys|trace|open-trace|all]
 *   e.g. node bench/profile-editor.mjs ours 150k keys
 */
import { join } from 'node:path';
import { PORTS, WORK, launchBrowser, log, serve, sleep } from './lib.mjs';

const [name = 'ours', doc = '150k', phase = 'all'] = process.argv.slice(2);
const variant = { id: name, build: name.replace('-cv', ''), query: name.endsWith('-cv') ? '?cv=1' : '' };

/** Self and total time per function from a CDP profile (total counted once per sample per function). */
function digest(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split('/').pop().replace(/-[\w-]{8}\.js$/, '.js') : '';
    return `${f.functionName || '(anonymous)'} ${file}${f.url ? `:${f.lineNumber + 1}` : ''}`;
  };
  const self = new Map();
  const total = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const ms = (dt[i + 1] ?? dt[i] ?? 0) / 1000;
    const node = byId.get(id);
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur));
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + ms);
    }
  });
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${v.toFixed(1).padStart(9)} ms  ${k}`);
  return { self: top(self), total: top(total) };
}

/** The trace events recorded while `fn` runs, with the JS stack of each forced layout. */
async function traced(cdp, fn) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink,v8,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack', transferMode: 'ReportEvents' });
  await fn();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** The longest main-thread tasks (over 100 ms) and the events they held; then where forced layouts came from. */
function longestTasks(events) {
  const complete = events.filter((e) => e.ph === 'X' && e.dur);
  const tasks = complete.filter((e) => e.name === 'RunTask' && e.dur > 100_000).sort((a, b) => b.dur - a.dur);
  const lines = [`-- ${tasks.length} task(s) over 100 ms: ${tasks.map((t) => Math.round(t.dur / 1000)).join(' ')}`];
  for (const task of tasks.slice(0, 6)) {
    const sums = new Map();
    for (const e of complete) {
      if (e === task || e.pid !== task.pid || e.tid !== task.tid || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
    }
    lines.push(`task ${Math.round(task.dur / 1000)} ms: ${[...sums].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
  }
  const forced = new Map();
  for (const e of complete) {
    const stack = e.name === 'Layout' || e.name === 'UpdateLayoutTree' ? e.args?.beginData?.stackTrace : null;
    if (!stack) continue;
    const key = stack.slice(0, 4).map((f) => `${f.functionName || '(anonymous)'}:${f.lineNumber}`).join(' < ');
    forced.set(key, (forced.get(key) ?? 0) + e.dur / 1000);
  }
  lines.push('-- forced style and layout, by JS stack (ms):', ...[...forced].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${v.toFixed(0).padStart(6)}  ${k}`));
  return lines.join('\n');
}

/**
 * Self time per event name on the main thread (each event less the events nested in it), over `per` units
 * (keys, say): unlike the summed durations, these add up to the thread's busy time.
 */
function selfTimes(events, per = 1) {
  const tasks = events.filter((e) => e.ph === 'X' && e.dur && e.name === 'RunTask');
  const main = tasks.sort((a, b) => b.dur - a.dur)[0];
  if (!main) return '';
  const onMain = events.filter((e) => e.ph === 'X' && e.dur && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  for (const e of onMain) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent, self.get(parent) - e.dur);
    self.set(e, e.dur);
    open.push(e);
  }
  const byName = new Map();
  for (const [e, us] of self) byName.set(e.name, (byName.get(e.name) ?? 0) + us / 1000 / per);
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 16).map(([k, v]) => `${v.toFixed(per > 1 ? 2 : 0).padStart(9)}  ${k}`).join('\n');
}

async function profiled(cdp, label, fn) {
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await fn();
  const wall = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  const { self, total } = digest(profile);
  log(`\n=== ${name} ${doc} ${label}: ${wall} ms wall\n-- self time\n${self.join('\n')}\n-- total time\n${total.join('\n')}`);
}

const server = await serve(WORK, PORTS.editor + 5);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/build/${variant.build}/${variant.query}`);
  await page.waitForFunction(() => window.bench);
  await page.evaluate((u) => window.bench.load(u), `${server.url}/${join('docs', `doc-${doc}.md`)}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // A first mount warms the JIT, as the benchmark's warm-up round does.
  await page.evaluate(() => window.bench.openMarkdown());
  await page.evaluate(() => window.bench.destroy());
  if (phase === 'all' || phase === 'open') await profiled(cdp, 'open from markdown', () => page.evaluate(() => window.bench.openMarkdown()));
  else await page.evaluate(() => window.bench.openMarkdown());
  await sleep(300);
  if (phase === 'json') {
    await page.evaluate(() => window.bench.storeJSON());
    await page.evaluate(() => window.bench.destroy());
    await page.evaluate(() => window.bench.openJSON());
    await page.evaluate(() => window.bench.destroy());
    await profiled(cdp, 'open from JSON', () => page.evaluate(() => window.bench.openJSON()));
  }
  if (phase === 'all' || phase === 'serialize') await profiled(cdp, 'whole-document markdown', () => page.evaluate(() => window.bench.serialize()));
  if (phase === 'all' || phase === 'keys') {
    await page.evaluate(() => window.bench.placeCaret());
    // Main-thread time per key by kind (CDP Performance metrics), as editor-bench.md tabulates it.
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    await page.evaluate(() => window.bench.startKeys());
    for (let i = 0; i < 20; i++) {
      await page.keyboard.type('abcdefghij'[i % 10]);
      await page.evaluate((n) => window.bench.waitKeys(n), i + 1);
    }
    const after = await metrics();
    const per = (k) => (((after[k] - before[k]) * 1000) / 20).toFixed(1);
    log(`\n=== ${name} ${doc} per key (ms): task ${per('TaskDuration')}, script ${per('ScriptDuration')}, layout ${per('LayoutDuration')}, style ${per('RecalcStyleDuration')}; layouts ${((after.LayoutCount - before.LayoutCount) / 20).toFixed(1)}, style recalcs ${((after.RecalcStyleCount - before.RecalcStyleCount) / 20).toFixed(1)}, DOM nodes ${after.Nodes}`);
    await profiled(cdp, '20 keystrokes', async () => {
      await page.evaluate(() => window.bench.startKeys());
      for (let i = 0; i < 20; i++) {
        await page.keyboard.type('abcdefghij'[i % 10]);
        await page.evaluate((n) => window.bench.waitKeys(n), i + 1);
      }
    });
  }
  if (phase === 'trace') {
    // A Chromium trace of 20 keystrokes: where native time goes (text insertion, selection, paint).
    await page.evaluate(() => window.bench.placeCaret());
    const events = await traced(cdp, async () => {
      await page.evaluate(() => window.bench.startKeys());
      for (let i = 0; i < 20; i++) {
        await page.keyboard.type('abcdefghij'[i % 10]);
        await page.evaluate((n) => window.bench.waitKeys(n), i + 1);
      }
    });
    const sums = new Map();
    for (const e of events) if (e.ph === 'X' && e.dur) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
    const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 25);
    log(`\n=== ${name} ${doc} trace, ms per key (nested events overlap):\n${top.map(([k, v]) => `${(v / 20).toFixed(2).padStart(8)}  ${k}`).join('\n')}`);
    log(`-- self time per key (ms):\n${selfTimes(events, 20)}`);
    log(longestTasks(events));
  }
  if (phase === 'open-trace') {
    // A Chromium trace of an opening: what its longest tasks hold (issue 19: none over 200 ms after the first blocks).
    await page.evaluate(() => window.bench.destroy());
    let opened = null;
    const events = await traced(cdp, async () => {
      opened = await page.evaluate(() => window.bench.openMarkdown());
    });
    log(`\n=== ${name} ${doc} open: ${JSON.stringify(opened)}`);
    log(`-- self time over the opening (ms):\n${selfTimes(events)}`);
    log(longestTasks(events));
  }
} finally {
  await browser.close();
  await server.stop();
}
