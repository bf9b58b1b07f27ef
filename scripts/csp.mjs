#!/usr/bin/env node
/**
 * Adds a Content-Security-Policy <meta> to every built page. Scripts are locked to the site's own
 * files plus the exact SHA-256 of each inline script the page carries (Astro's island bootstrap and
 * the theme snippet), so an injected <script> or event handler cannot run. Styles allow inline:
 * ProseMirror and the toast library write style attributes, and CSS cannot execute code.
 * connect-src and img-src add the API origin in real-server mode; a `plane` build adds Unsplash's
 * image host (Plane relays Unsplash's URLs as they are) and, when set, PUBLIC_STORAGE_ORIGIN (where
 * Plane's storage hands out export files when that is not the site's own origin). Every HTML file
 * of the build gets it, the Ladle build's included. `--check` writes nothing and fails if any HTML
 * file lacks one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dist = args[0] ?? process.env.ASTRO_OUT_DIR ?? 'dist';
const apiBase = (process.env.PUBLIC_API_BASE_URL ?? '').replace(/\/$/, '');
const apiOrigin = apiBase ? new URL(apiBase).origin : '';
const plane = process.env.PUBLIC_API_BACKEND === 'plane';
const storageOrigin = (process.env.PUBLIC_STORAGE_ORIGIN ?? '').trim() ? new URL(process.env.PUBLIC_STORAGE_ORIGIN).origin : '';

export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

export const hasCsp = (html) => /<meta http-equiv="content-security-policy" content="[^"]*script-src 'self'/.test(html);

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

function addPolicies() {
  let count = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('http-equiv="content-security-policy"')) continue;
    if (!/<head>/i.test(html)) throw new Error(`${file} has no <head> to put the policy in.`);
    const meta = `<meta http-equiv="content-security-policy" content="${policyFor(html)}">`;
    writeFileSync(file, html.replace(/<head>/i, `<head>${meta}`));
    count += 1;
  }
  console.log(`CSP added to ${count} page(s) in ${dist}${apiOrigin ? ` (API ${apiOrigin})` : ''}.`);
}

function check() {
  const files = htmlFiles(dist);
  const missing = files.filter((file) => !hasCsp(readFileSync(file, 'utf8')));
  if (missing.length) {
    console.error(`No Content-Security-Policy in ${missing.length} of ${files.length} HTML file(s):\n${missing.join('\n')}`);
    process.exit(1);
  }
  console.log(`Every HTML file in ${dist} has a Content-Security-Policy (${files.length}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) check();
  else addPolicies();
}
