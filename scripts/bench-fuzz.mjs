#!/usr/bin/env node
/**
 * `npm run bench:fuzz`: the fast-check properties with 10,000 cases
 * each (`--runs N` or FUZZ_RUNS to change it), then bench/fuzz-report.json with, per property, the
 * cases actually run, pass or fail, the seed and the time. `npm test` runs the same properties with
 * a few hundred cases (tests/fuzz.ts). Exits non-zero when a property fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FUZZ_FILES = [
  'islands/editor/markdown/markdown-property.test.ts',
  'islands/editor/markdown/fast-writer.test.ts',
  'islands/editor/markdown/reader.test.ts',
  'islands/editor/html-property.test.ts',
  'src/domain/activity/activity-sentence.test.ts',
  'src/domain/link.property.test.ts',
  'src/domain/theme.property.test.ts',
  'src/domain/url.property.test.ts',
  'islands/editor/features/image/upload-property.test.ts',
  'tests/unit/models/upload-property.test.ts',
  'islands/editor/open-document.test.tsx',
];

export function runFuzz({ runs = Number(process.env.FUZZ_RUNS ?? 10_000), out = 'bench/fuzz-report.json' } = {}) {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
  const lines = join(dir, 'properties.jsonl');
  const files = FUZZ_FILES.filter((file) => existsSync(file));
  console.log(`fuzz: ${files.length} files, ${runs} cases per property`);
  const result = spawnSync('npx', ['vitest', 'run', ...files], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_REPORT: lines },
  });
  const properties = existsSync(lines)
    ? readFileSync(lines, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : [];
  rmSync(dir, { recursive: true, force: true });
  const report = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    casesPerProperty: runs,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    // The vitest run as a whole (the files hold example tests too); each property's own result is below.
    vitestExitCode: result.status,
    passed: result.status === 0 && properties.length > 0 && properties.every((p) => p.passed),
    totalCases: properties.reduce((sum, p) => sum + p.runs, 0),
    properties,
  };
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`fuzz: ${properties.filter((p) => p.passed).length} of ${properties.length} properties passed, ${report.totalCases} cases in ${report.seconds} s; ${out} written.`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--runs');
  const report = runFuzz(index > 0 ? { runs: Number(process.argv[index + 1]) } : {});
  process.exit(report.passed ? 0 : 1);
}
