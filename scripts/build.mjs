#!/usr/bin/env node
// Builds the static site into dist/ (or $ASTRO_OUT_DIR) and the Ladle stories into <out>/ladle/.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { hostFallbackRules } from './host-fallback.mjs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const outDir = env.ASTRO_OUT_DIR ?? 'dist';
const run = (cmd, args, extra = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['astro', 'build']);
writeFileSync(join(outDir, '_redirects'), hostFallbackRules(env.SITE_BASE));
if (!process.argv.includes('--no-ladle')) {
  const base = (env.SITE_BASE ?? '/').replace(/\/?$/, '/');
  // Ladle resolves --outDir against the project even when it is absolute: pass it relative.
  const ladleOut = relative(process.cwd(), resolve(outDir, 'ladle'));
  run('npx', ['ladle', 'build', '--config', 'ladle', '--outDir', ladleOut, '--base', `${base}ladle/`]);
}
// After both builds, so Ladle's pages get the policy too; then no HTML file may be without one.
run('node', ['scripts/csp.mjs', outDir]);
run('node', ['scripts/csp.mjs', outDir, '--check']);
