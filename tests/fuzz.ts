/**
 * Property tests share one budget: a few hundred cases in `npm test` (a fixed seed, so the suite
 * is repeatable), and as many as FUZZ_RUNS asks for in the bench's fuzz run (`npm run bench:fuzz`,
 * 10,000). FUZZ_SEED replays a reported counterexample. With FUZZ_REPORT set to a file, each
 * property appends one JSON line: its name, the cases actually run, pass or fail, and the time.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? process.env.PROPERTY_RUNS ?? 300);
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20261122;

/** A vitest timeout that grows with the run count (`perCaseMs` is a generous per-case bound). */
export const fuzzTimeout = (perCaseMs: number) => Math.max(30_000, FUZZ_RUNS * perCaseMs);

function settle<Ts>(name: string, details: fc.RunDetails<Ts>, started: number): void {
  const report = process.env.FUZZ_REPORT;
  if (report) {
    const line = { name, runs: details.numRuns, skipped: details.numSkips, passed: !details.failed, seed: details.seed, ms: Math.round(performance.now() - started) };
    appendFileSync(report, `${JSON.stringify(line)}\n`);
  }
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `Property "${name}" failed.`);
}

/** Runs a synchronous property with the shared budget (params may lower numRuns for a costly one). */
export function checkProperty<Ts extends [unknown, ...unknown[]]>(name: string, property: fc.IProperty<Ts>, params: fc.Parameters<Ts> = {}): void {
  const started = performance.now();
  settle(name, fc.check(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, ...params }), started);
}

/** The same for an asynchronous property. */
export async function checkAsyncProperty<Ts extends [unknown, ...unknown[]]>(name: string, property: fc.IAsyncProperty<Ts>, params: fc.Parameters<Ts> = {}): Promise<void> {
  const started = performance.now();
  settle(name, await fc.check(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, ...params }), started);
}
