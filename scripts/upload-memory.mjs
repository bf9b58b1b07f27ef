#!/usr/bin/env node
/**
 * What a huge upload costs `npm run api`: starts the server from this checkout (or --root DIR),
 * sends one multipart upload of --mb megabytes (400 by default) with its Content-Length, as a
 * browser does, or chunked with --chunked, and reports the server's resident memory before, its
 * peak during, the status and how much of the body went out before the answer came.
 * Usage: upload-memory.mjs [--mb 400] [--chunked] [--root DIR]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { arg, freePort, leafProcess } from './measured-server.mjs';

const MB = Number(arg('mb', 400));
const CHUNKED = process.argv.includes('--chunked');
const ROOT = resolve(arg('root', '.'));

/** VmRSS and VmHWM (the peak) of the server's node process, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'mocks/http-server.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));

for (let i = 0; i < 100; i += 1) {
  try {
    if ((await fetch(`${base}/api/configs/`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}
// A few ordinary calls first, so "before" is a warm server.
for (let i = 0; i < 20; i += 1) await (await fetch(`${base}/api/users/me/`)).text();

// The current server wants a CSRF token; today's ignores it.
const tokenAnswer = await fetch(`${base}/auth/get-csrf-token/`);
const token = tokenAnswer.ok ? (await tokenAnswer.json()).csrf_token : '';
const serving = leafProcess(server.pid);
const before = memory(serving);

const boundary = 'memoryprobe';
const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="asset"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const total = head.length + MB * 1024 * 1024 + tail.length;
const chunk = Buffer.alloc(1024 * 1024, 0x41);

const started = Date.now();
let sentMb = 0;
let answered = false;
const result = await new Promise((done) => {
  const req = request(`${base}/api/users/file-assets/`, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      ...(CHUNKED ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(total) }),
      Cookie: `csrftoken=${token}`,
      'X-CSRFToken': token,
    },
  }, (res) => {
    answered = true;
    let text = '';
    res.on('data', (d) => (text += d));
    res.on('end', () => done({ status: res.statusCode, body: text.slice(0, 120) }));
  });
  // The current server answers 413 before reading and closes the connection: the write fails.
  req.on('error', (error) => done({ status: null, body: `${error.code}: connection closed by the server` }));
  req.write(head);
  const pump = () => {
    while (!answered && sentMb < MB) {
      sentMb += 1;
      if (!req.write(chunk)) return void req.once('drain', pump);
    }
    if (!answered) req.end(tail);
  };
  pump();
});
const seconds = (Date.now() - started) / 1000;
const after = memory(serving);
console.log({ root: ROOT, mb: MB, chunked: CHUNKED, ...result, seconds, bodySentMb: sentMb, rssBeforeMb: before.rss, peakBeforeMb: before.peak, rssAfterMb: after.rss, peakAfterMb: after.peak });
process.exit(0);
