/**
 * Shared pieces of the benchmark runners: the browser launch of ../shared/editor-bench.md, statistics,
 * a static server child process, and gzip/brotli sizes. Nothing here asserts a time.
 */
import { spawn } from 'node:child_process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM = CHROMIUM_PATH;
export const WORK = process.env.BENCH_WORK ?? '/tmp/bn-bench';
export const PORTS = { editor: 4451, site: 4452, lighthouse: 4453, paste: 4454, api: 4455, realSite: 4456 };

/** The flags of editor-bench.md, plus gc() before each timed step and precise heap figures. */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export const log = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32, as fixtures/random.ts: the pacing between keystrokes is the same on every run. */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Median with min and max, the form every figure of the report takes. */
export function summary(values) {
  const clean = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (!clean.length) return null;
  return { median: percentile(clean, 50), min: Math.min(...clean), max: Math.max(...clean), n: clean.length };
}

export function sizes(path) {
  const buffer = readFileSync(path);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Serves a folder with the project's own static server; resolves once it listens. Kill it with `.stop()`. */
export function serve(dir, port) {
  const child = spawn(process.execPath, ['scripts/serve-static.mjs', dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`static server on ${port} exited with ${code}`)));
    child.stdout.once('data', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => {
          child.removeAllListeners('exit');
          child.once('exit', done);
          child.kill();
        }),
      }),
    );
  });
}

/** Rounds a figure for the report: 3 significant digits, at most 2 decimals. */
export function fmt(value) {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export const fmtSummary = (s) => (s ? `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})` : '–');
export const kib = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
