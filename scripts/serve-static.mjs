#!/usr/bin/env node
// A small static file server for the built site: clean URLs (dir/index.html), no caching (tests
// always see the latest build), and the host fallback a real static host is configured with: the
// build's `_redirects` (Netlify/Cloudflare syntax, the file the build ships for those hosts) is read
// and followed, so `/* /404.html 200` serves the app shell for any address without a file, as nginx
// `try_files` would. Without a `_redirects`, unknown paths get 404.html with status 404 (GitHub
// Pages' behaviour). Usage: serve-static.mjs <dir> <port>
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8', '.map': 'application/json',
};

function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, clean);
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  if (existsSync(`${candidate}.html`)) return `${candidate}.html`;
  return null;
}

/**
 * The rules of `_redirects` this server follows: `from to [status]`, `from` a path or a prefix
 * ending in `*`; status 200 rewrites (serves `to`), 404 serves `to` as the not-found page, 301/302
 * redirect. Read once: the build writes it.
 */
function readRules() {
  const file = join(root, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean).map((line) => {
    const [from, to, status = '301'] = line.split(/\s+/);
    return { from, to, status: Number.parseInt(status, 10) };
  });
}

const rules = readRules();
const matches = (from, path) => (from.endsWith('*') ? path.startsWith(from.slice(0, -1)) : path === from || path === `${from}/`);

function send(res, file, status) {
  const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
  if (file.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  let file;
  try {
    file = resolveFile(url);
  } catch {
    file = null;
  }
  if (file) return send(res, file, 200);

  const path = url.split('?')[0];
  const rule = rules.find((r) => matches(r.from, path));
  if (rule && (rule.status === 301 || rule.status === 302)) {
    res.writeHead(rule.status, { Location: rule.to }).end();
    return;
  }
  const target = rule ? resolveFile(rule.to) : null;
  if (target) return send(res, target, rule.status);

  const notFound = join(root, '404.html');
  if (existsSync(notFound)) return send(res, notFound, 404);
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
});
// Port 0 picks a free port: the line names the one in use (the HTTP test reads it).
server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${server.address().port}/`));
