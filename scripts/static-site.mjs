// How the project's own servers serve a built site folder, in one place so that the static server
// (serve-static.mjs) and the reverse proxy (serve-proxy.mjs) behave the same: clean URLs
// (dir/index.html, page.html), the folder's 404.html with status 404 for anything else, no
// caching (tests always see the latest build), and the mock worker's scope header.
import { createReadStream, existsSync, statSync } from 'node:fs';
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

/** A node `(req, res)` handler serving the folder; express mounts it as it is. */
export function staticSite(folder) {
  const root = resolve(folder);
  return (req, res) => {
    let file;
    try {
      file = resolveFile(root, req.url ?? '/');
    } catch {
      file = null;
    }
    const status = file ? 200 : 404;
    if (!file) file = existsSync(join(root, '404.html')) ? join(root, '404.html') : null;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const headers = { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
    if (file.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
    res.writeHead(status, headers);
    createReadStream(file).pipe(res);
  };
}
