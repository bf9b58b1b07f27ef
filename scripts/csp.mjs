#!/usr/bin/env node
/**
 * Adds a Content-Security-Policy <meta> to every built page. Scripts are locked to the site's own
 * files plus the exact SHA-256 of each inline script the page carries (Astro's island bootstrap and
 * the theme snippet), so an injected <script> or event handler cannot run. Styles allow inline:
 * ProseMirror and the toast library write style attributes, and CSS cannot execute code.
 * connect-src and img-src add the API origin in real-server mode; a `plane` build adds Unsplash's
 * image host (Plane relays Unsplash's URLs as they are) and, when set, PUBLIC_STORAGE_ORIGIN (where
 * Plane's storage hands out export files when that is not the site's own origin).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist';
const apiBase = (process.env.PUBLIC_API_BASE_URL ?? '').replace(/\/$/, '');
const apiOrigin = apiBase ? new URL(apiBase).origin : '';
const plane = process.env.PUBLIC_API_BACKEND === 'plane';
const storageOrigin = (process.env.PUBLIC_STORAGE_ORIGIN ?? '').trim() ? new URL(process.env.PUBLIC_STORAGE_ORIGIN).origin : '';

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
  const extra = [apiOrigin, storageOrigin].filter(Boolean).map((o) => ` ${o}`).join('');
  const images = plane ? ' https://images.unsplash.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}${images}`,
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
