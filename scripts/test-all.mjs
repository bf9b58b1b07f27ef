#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order — typecheck, lint, unit and component tests (vitest),
 * the page-weight budget, then Playwright: e2e mocked, e2e against the real HTTP mock server,
 * visual snapshots of every Ladle story and axe, and e2e a third time: the `plane` build against
 * the Plane-shaped server behind `npm run serve:proxy` (less the tests tests/e2e/plane-gaps.ts
 * lists, each with why). Ends with one line
 * "N passed, N failed" that totals every runner (a typecheck or lint run counts as one check).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const API_PORT = env.API_PORT ?? '4390';
const totals = { passed: 0, failed: 0 };
const summary = [];

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n━━ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, cmd, args, extraEnv) {
  const { ok, seconds } = run(label, cmd, args, extraEnv);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds}s)`);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

if (!existsSync('node_modules/.bin/astro')) {
  run('install', 'npm', ['install', '--no-audit', '--no-fund']);
}
if (!existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Debian chromium is missing: apt-get update && apt-get install -y chromium');
  process.exit(1);
}
rmSync('test-results', { recursive: true, force: true });

check('typecheck', 'npx', ['tsc', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);

{
  const { ok, seconds } = run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
  const report = readJson('test-results/vitest.json');
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
    summary.push(`${ok ? 'ok  ' : 'FAIL'} unit: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${seconds}s)`);
    for (const file of report.testResults ?? []) {
      for (const a of file.assertionResults ?? []) {
        if (a.status === 'failed') summary.push(`       ✘ ${relative(process.cwd(), file.name)} › ${a.fullName}`, ...why(a.failureMessages?.[0]));
      }
    }
  } else {
    totals.failed += 1;
    summary.push(`FAIL unit: no report (${seconds}s)`);
  }
}

check('load: 2,000 requests on the real HTTP mock server', 'node', ['scripts/load-test.mjs', '--requests', '2000', '--json', 'test-results/load.json']);

const built =
  check('build (mocked site + Ladle)', 'node', ['scripts/build.mjs']) &&
  check('build (real-server site)', 'node', ['scripts/build.mjs', '--no-ladle'], {
    ASTRO_OUT_DIR: 'dist-real',
    PUBLIC_API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
    // npm run api is the mock over HTTP: it plays the QA scenarios the tests choose.
    PUBLIC_MOCK_SCENARIOS: 'true',
  });

if (built) {
  check('page-weight budget', 'node', ['scripts/page-weight.mjs', '--check']);
  playwright('e2e mocked + visual + a11y', ['--project=mocked', '--project=visual'], 'test-results/playwright-mocked.json', 'site,ladle');
  // Each test keeps its data in a namespace of its own on the shared server: two workers.
  playwright('e2e against the real HTTP server', ['--project=real-server', '--workers=2'], 'test-results/playwright-real.json', 'real,api');
  if (check('build (plane site)', 'node', ['scripts/build.mjs', '--no-ladle'], {
    ASTRO_OUT_DIR: 'dist-plane',
    PUBLIC_API_BACKEND: 'plane',
    // No API URL: the site calls its own origin, the proxy, which forwards to the Plane-shaped server.
    PUBLIC_API_BASE_URL: '',
    // The Plane-shaped server is a mock too: it plays the QA scenarios the tests choose.
    PUBLIC_MOCK_SCENARIOS: 'true',
  })) {
    playwright('e2e against the Plane-shaped server', ['--project=plane', '--workers=2'], 'test-results/playwright-plane.json', 'plane-api,plane-site');
  }
}

function playwright(label, args, report, servers) {
  const { ok, seconds } = run(label, 'npx', ['playwright', 'test', ...args], { CI: env.CI ?? '1', PW_JSON: report, PW_SERVERS: servers });
  const stats = readJson(report)?.stats;
  if (stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected + (ok || unexpected ? 0 : 1);
    summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${expected + flaky} passed, ${unexpected} failed (${seconds}s)`);
    summary.push(...failedTests(readJson(report)).flatMap(({ title, seconds, error }) => [`       ✘ ${title} (${seconds}s)`, ...why(error)]));
  } else {
    totals.failed += 1;
    summary.push(`FAIL ${label}: no report (${seconds}s)`);
  }
}

// The summary is the part of a long log that is always read (sometimes the only part kept), so it
// names what failed, how long it ran and the first lines of why.
function failedTests(report) {
  const failed = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        failed.push({
          title: `[${t.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
          seconds: ((last?.duration ?? 0) / 1000).toFixed(1),
          // A timeout's error says only that; the next one says which step it stopped in.
          error: (last?.errors ?? []).map((e) => e.message).filter(Boolean).join('\n') || last?.error?.message,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return failed;
}

/** An error's first four non-empty lines, without terminal colours, each cut at 200 characters. */
function why(message) {
  if (!message) return [];
  // eslint-disable-next-line no-control-regex -- the escape is what a terminal colour starts with
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 4)
    .map((line) => `           ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`);
}

console.log(`\n━━ Summary\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
