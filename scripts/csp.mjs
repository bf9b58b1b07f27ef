#!/usr/bin/env node
/**
 * Adds a Content-Security-Policy <meta> to every built page. Scripts are locked to the site's own
 * files plus the exact SHA-256 of each inline script the page carries (Astro's island bootstrap and
 * the theme snippet), so an injected <script> or event handler cannot run. Styles allow inline:
 * ProseMirror and the toast library write style attributes, and CSS cannot execute code.
 * connect-src and img-src add the API origin in real-server mode.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist';
const apiBase = (process.env.PUBLIC_API_BASE_URL ?? '').replace(/\/$/, '');
const apiOrigin = apiBase ? new URL(apiBase).origin : '';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'ladle') return [];
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function policyFor(html) {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = [...new Set(inline.map(sha256))];
  const extra = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    `connect-src 'self'${extra}`,
    "font-src 'self' data:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

let count = 0;
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8');
  if (html.includes('http-equiv="content-security-policy"')) continue;
  const meta = `<meta http-equiv="content-security-policy" content="${policyFor(html)}">`;
  writeFileSync(file, html.replace(/<head>/i, `<head>${meta}`));
  count += 1;
}
console.log(`CSP added to ${count} page(s) in ${dist}${apiOrigin ? ` (API ${apiOrigin})` : ''}.`);
