#!/usr/bin/env node
/**
 * Where the activity feed's long tasks come from: a CDP CPU profile of the same wheel scroll that
 * run-site.mjs measures (built site served from $BENCH_DIST, scenario large-project). Prints each long
 * task and the functions with the most self and total time. Not part of `npm run bench`.
 * Usage: node bench/profile-feed.mjs   (after a run of bench/run-site.mjs built the site)
 */
import { resolve } from 'node:path';
import { PORTS, launchBrowser, log, serve, sleep } from './lib.mjs';
import { DIST } from './run-site.mjs';

const server = await serve(DIST, PORTS.site + 5);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript({ path: resolve('bench/pickers/probe.js') });
  await page.goto(`${server.url}/components/activity-feed/?scenario=large-project`);
  await page.waitForSelector('[role="feed"] article', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const box = await page.locator('[role="feed"]').first().locator('..').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(() => { window.__probe.longtasks = []; });
  await cdp.send('Profiler.start');
  for (let i = 0; i < 80; i++) {
    await page.mouse.wheel(0, 1200);
    await sleep(60);
  }
  await sleep(500);
  const { profile } = await cdp.send('Profiler.stop');
  const { long, calls } = await page.evaluate(() => ({
    long: window.__probe.longtasks,
    calls: window.__probe.fetches.filter((f) => /activit|history/.test(f.url)).map((f) => ({ t: f.t, url: f.url.split('?')[1] ?? '' })),
  }));
  const timeline = [...long.map((t) => ({ t: t.start, text: `long task ${t.duration.toFixed(0)} ms` })), ...calls.map((c) => ({ t: c.t, text: `activities call ${c.url}` }))].sort((a, b) => a.t - b.t);
  log(timeline.map((e) => `${e.t.toFixed(0).padStart(7)} ms  ${e.text}`).join('\n'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(label(byId.get(id)), (self.get(label(byId.get(id))) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur));
      if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + ms);
      seen.add(l);
    }
  });
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  log(`-- self\n${top(self)}\n-- total\n${top(total)}`);
} finally {
  await browser.close();
  await server.stop();
}
