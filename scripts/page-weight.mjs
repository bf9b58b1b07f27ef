#!/usr/bin/env node
/**
 * Page weight from the build: the gzip size of the JS and CSS each page loads up front (its
 * scripts, modulepreloads, island components and renderers, stylesheets). With --check it fails
 * when a page exceeds its byte budget, so a regression fails CI. Budgets are bytes, not time.
 */
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist';
const check = process.argv.includes('--check');

/** Budgets in gzip bytes for the JS a page loads before any interaction. */
export const BUDGETS = [
  { match: /^components\/editor\/|^components\/viewer\/|\/issues\//, js: 250_000, label: 'editor pages' },
  { match: /^components\//, js: 180_000, label: 'component pages' },
  { match: /^acme\//, js: 250_000, label: 'demo workspace pages' },
  // React and the router up front; the page a route names (and the editor) loads once it has matched.
  { match: /^404\.html$/, js: 130_000, label: 'app shell (404.html)' },
  // Sign-in and create-workspace are each a form island, like a component page's.
  { match: /^accounts\/|^create-workspace\//, js: 180_000, label: 'account pages' },
  // The header's script only (1.1 KiB): an import that pulls a catalog or the api onto every docs page fails here.
  { match: /.*/, js: 2_000, label: 'docs pages without islands' },
];

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'ladle') return [];
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const gz = new Map();
function gzipSize(assetPath) {
  if (!gz.has(assetPath)) {
    try {
      gz.set(assetPath, gzipSync(readFileSync(join(dist, assetPath))).length);
    } catch {
      gz.set(assetPath, 0);
    }
  }
  return gz.get(assetPath);
}

/** Follows static imports of a JS chunk, so a page's total includes what its entry pulls in eagerly. */
function jsClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  let source;
  try {
    source = readFileSync(join(dist, entry), 'utf8');
  } catch {
    return seen;
  }
  const dir = entry.split('/').slice(0, -1).join('/');
  for (const m of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    jsClosure(`${dir}/${m[1]}`, seen);
  }
  return seen;
}

const rows = [];
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8');
  const page = relative(dist, file).replace(/index\.html$/, '') || '/';
  const base = '/';
  const refs = (re) => [...html.matchAll(re)].map((m) => m[1].replace(base, ''));
  const entries = new Set([
    ...refs(/<script[^>]+src="([^"]+\.js)"/g),
    ...refs(/component-url="([^"]+\.js)"/g),
    ...refs(/renderer-url="([^"]+\.js)"/g),
  ]);
  const inlineModules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  for (const code of inlineModules) for (const m of code.matchAll(/["']\/(_astro\/[^"']+\.js)["']/g)) entries.add(m[1]);
  const js = new Set();
  for (const entry of entries) for (const chunk of jsClosure(entry)) js.add(chunk);
  const css = refs(/<link[^>]+href="([^"]+\.css)"/g);
  const jsBytes = [...js].reduce((sum, p) => sum + gzipSize(p), 0) + inlineModules.reduce((s, c) => s + gzipSync(c).length, 0);
  // The build inlines its stylesheets (astro.config.mjs): a page's CSS is its <style> elements too.
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).filter((c) => c.length > 200);
  const cssBytes = css.reduce((sum, p) => sum + gzipSize(p), 0) + inlineStyles.reduce((s, c) => s + gzipSync(c).length, 0);
  const budget = BUDGETS.find((b) => b.match.test(page === '/' ? '' : page));
  rows.push({ page, jsBytes, cssBytes, budget: budget.js, label: budget.label, ok: jsBytes <= budget.js });
}

rows.sort((a, b) => a.page.localeCompare(b.page));
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/page-weight.json', JSON.stringify(rows, null, 2));
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const r of rows) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.page.padEnd(58)} js ${kb(r.jsBytes).padStart(10)}  css ${kb(r.cssBytes).padStart(9)}  budget ${kb(r.budget)} (${r.label})`);
const over = rows.filter((r) => !r.ok);
if (check && over.length) {
  console.error(`${over.length} page(s) over their JS budget.`);
  process.exit(1);
}
