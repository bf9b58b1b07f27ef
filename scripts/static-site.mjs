// How the project's own servers serve a built site folder, in one place so that the static server
// (serve-static.mjs) and the reverse proxy (serve-proxy.mjs) behave the same: clean URLs
// (dir/index.html, page.html), no caching (tests always see the latest build), the mock worker's
// scope header, and the host fallback a real static host is configured with: the folder's
// `_redirects` (Netlify/Cloudflare syntax, the file the build ships for those hosts) is read and
// followed, so `/* /404.html 200` serves the app shell for any address without a file, as nginx
// `try_files` would. Without a `_redirects`, anything else gets 404.html with status 404 (GitHub
// Pages' behaviour). Text is sent compressed when the browser accepts it (the `compression`
// middleware, gzip or brotli), as every static host named above does: measuring pages served raw
// charged them for bytes no real host sends.
import compression from 'compression';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8', '.map': 'application/json',
};

/** The file a URL path names inside the folder, or null (never a path outside it). */
export function resolveFile(root, urlPath) {
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
 * The rules of `_redirects` followed here: `from to [status]`, `from` a path or a prefix ending in
 * `*`; status 200 rewrites (serves `to`), 404 serves `to` as the not-found page, 301/302 redirect.
 * Read once: the build writes it (scripts/host-fallback.mjs).
 */
function readRules(root) {
  const file = join(root, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean).map((line) => {
    const [from, to, status = '301'] = line.split(/\s+/);
    return { from, to, status: Number.parseInt(status, 10) };
  });
}

const matches = (from, path) => (from.endsWith('*') ? path.startsWith(from.slice(0, -1)) : path === from || path === `${from}/`);

function send(res, file, status) {
  const headers = { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
  if (file.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

/** A node `(req, res)` handler serving the folder; express mounts it as it is. */
export function staticSite(folder) {
  const root = resolve(folder);
  const rules = readRules(root);
  const compress = compression();
  const serveFile = (req, res) => {
    // A static host stores nothing: a write answered with the app shell and 200 would look like a
    // write that worked (a test once stored a document on the site's origin instead of the API).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
      return;
    }
    const url = req.url ?? '/';
    let file;
    try {
      file = resolveFile(root, url);
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
    const target = rule ? resolveFile(root, rule.to) : null;
    if (target) return send(res, target, rule.status);

    const notFound = join(root, '404.html');
    if (existsSync(notFound)) return send(res, notFound, 404);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };
  return (req, res) => compress(req, res, () => serveFile(req, res));
}
