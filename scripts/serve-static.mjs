#!/usr/bin/env node
// A small static file server for the built site (scripts/static-site.mjs says how it serves,
// including the build's `_redirects` fallback to the app shell). Usage: serve-static.mjs <dir> <port>
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { staticSite } from './static-site.mjs';
import { keepIdleConnections } from './keep-alive.mjs';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

const server = keepIdleConnections(createServer(staticSite(root)));
// Port 0 picks a free port: the line names the one in use (the HTTP test reads it).
server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${server.address().port}/`));
