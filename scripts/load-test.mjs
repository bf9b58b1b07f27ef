#!/usr/bin/env node
/**
 * Load on the real HTTP mock server (`npm run api`) from this second process, on loopback only,
 * bounded in count and time: a mix of reads (issue lists, search, members, activity) and writes
 * (link create + delete). Passes when no request errors or answers 5xx and the server's resident
 * memory grows by less than the limit between a warm-up round and a measured round.
 * Usage: load-test.mjs [--requests 2000] [--max-growth-mb 60] [--json out.json]
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { arg, freePort, leafProcess } from './measured-server.mjs';

const REQUESTS = Number(arg('requests', 2000));
const MAX_GROWTH_MB = Number(arg('max-growth-mb', 60));
const JSON_OUT = arg('json', null);

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'mocks/http-server.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 100; i += 1) {
  try {
    if ((await fetch(`${base}/api/configs/`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

// Writes carry the CSRF token and its cookie, as the site's client sends them (mocks/http-app.ts).
const csrfAnswer = await fetch(`${base}/auth/get-csrf-token/`);
const { csrf_token: csrfToken } = await csrfAnswer.json();
const csrf = { cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken };

const p = '/api/workspaces/acme/projects/project-0001';
const requests = [
  { method: 'GET', path: `${p}/issues/` },
  { method: 'GET', path: `${p}/search-issues/?search=fix&page_size=50` },
  { method: 'GET', path: `${p}/search-issues/?search=web-1&workspace_search=true` },
  { method: 'GET', path: '/api/workspaces/acme/members/' },
  { method: 'GET', path: `${p}/issues/issue-web-0001/` },
  { method: 'GET', path: `${p}/issues/issue-web-0001/issue-links/` },
  { method: 'GET', path: '/api/users/me/' },
  { method: 'POST', path: `${p}/issues/issue-web-0002/issue-links/`, headers: { 'content-type': 'application/json', ...csrf }, body: JSON.stringify({ url: 'https://load.example.com', title: 'load' }) },
];

async function round(amount) {
  const result = await autocannon({
    url: base,
    connections: 10,
    amount,
    timeout: 10,
    requests,
  });
  return result;
}

await round(Math.max(200, Math.floor(REQUESTS / 4)));
const serving = leafProcess(server.pid);
const before = rssMb(serving);
const started = Date.now();
const result = await round(REQUESTS);
const seconds = (Date.now() - started) / 1000;
const after = rssMb(serving);
stop();

const summary = {
  requests: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  status5xx: result['5xx'],
  latencyP50ms: result.latency.p50,
  latencyP99ms: result.latency.p99,
  requestsPerSecond: Math.round(result.requests.total / seconds),
  rssBeforeMb: Math.round(before),
  rssAfterMb: Math.round(after),
  growthMb: Math.round((after - before) * 10) / 10,
};
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(summary, null, 2));
console.log(summary);
const ok = summary.errors === 0 && summary.timeouts === 0 && summary.status5xx === 0 && summary.non2xx === 0 && summary.growthMb < MAX_GROWTH_MB;
console.log(ok ? 'load test passed' : 'load test FAILED');
process.exit(ok ? 0 : 1);
