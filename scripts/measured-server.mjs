// What the scripts that measure `npm run api` from a second process share: their options, a free
// loopback port to start it on, and the process whose memory is the server's.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** `--name value` from the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** The process that serves: tsx runs the server in a child node process (its own RSS is not it). */
export function leafProcess(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.length ? leafProcess(Number(children[0])) : pid;
}
