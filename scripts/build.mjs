#!/usr/bin/env node
// Builds the static site into dist/ (or $ASTRO_OUT_DIR) and the Ladle stories into <out>/ladle/.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const outDir = env.ASTRO_OUT_DIR ?? 'dist';
const run = (cmd, args, extra = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['astro', 'build']);
run('node', ['scripts/csp.mjs', outDir]);
writeHostFallback();
if (!process.argv.includes('--no-ladle')) {
  const base = (env.SITE_BASE ?? '/').replace(/\/?$/, '/');
  // Ladle resolves --outDir against the project even when it is absolute: pass it relative.
  const ladleOut = relative(process.cwd(), resolve(outDir, 'ladle'));
  run('npx', ['ladle', 'build', '--config', 'ladle', '--outDir', ladleOut, '--base', `${base}ladle/`]);
}

/**
 * The static host's fallback (README, "Hosting"): every address without a file gets the app shell
 * (404.html), which routes product pages of any workspace and ids on the client. `_redirects` is
 * Netlify's and Cloudflare Pages' syntax (existing files win over a rule without `!`); GitHub Pages
 * serves 404.html by itself; scripts/serve-static.mjs follows this same file.
 */
function writeHostFallback() {
  const base = (env.SITE_BASE ?? '/').replace(/\/?$/, '/');
  const rules = [
    '# Any address without a file: the app shell, which routes on the client (200: a product page of any id is a page).',
    `${base}*  ${base}404.html  200`,
    '',
  ];
  writeFileSync(join(outDir, '_redirects'), rules.join('\n'));
}
