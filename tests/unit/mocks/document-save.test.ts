import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { bypass, http, HttpResponse } from 'msw';
import { server as mswServer } from '../../../mocks/node';
import { createApiApp } from '../../../mocks/http-app';
import { DEMO_DOCUMENT_MAX_BYTES } from '../../../mocks/handlers/documents';
import { documentsApi } from '../../../src/api/documents';
import { generateDocument } from '../../../bench/docs/generate';
import { mountEmpty, settleEditorTimers } from '../../../islands/editor/test-utils';

/**
 * A 5 MB document saved by the editor demo's own call (documentsApi.save) through the real HTTP
 * server of `npm run api`. The call goes out as the page sends it; msw hands its request, bytes
 * and headers unchanged, to the server's socket with the CSRF cookie and token a browser would
 * carry (bypass: msw must not catch its own forwarding).
 */
const SITE = 'http://127.0.0.1:4321';
const PATH = '/api/workspaces/acme/demo-documents/big-save/';
let api: Server;
let base: string;
let csrf: { token: string; cookie: string };
const sent: Array<{ bytes: number; encoding: string | null }> = [];

function csrfToken(): Promise<{ token: string; cookie: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}/auth/get-csrf-token/`, { headers: { Origin: SITE } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => {
        const token = JSON.parse(text).csrf_token as string;
        resolve({ token, cookie: `csrftoken=${token}` });
      });
    }).on('error', reject).end();
  });
}

beforeAll(async () => {
  api = createApiApp({ allowedOrigins: [SITE] }).listen(0, '127.0.0.1');
  // Building a test's body (the 200 MB bomb) can take seconds on a busy machine: the client's pooled
  // connection must not meet the server's 5 s keep-alive close halfway (a reset, not an answer).
  api.keepAliveTimeout = 60_000;
  await new Promise((resolve) => api.once('listening', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  mswServer.close();
  csrf = await csrfToken();
  mswServer.listen({ onUnhandledRequest: 'error' });
});
afterAll(async () => {
  await settleEditorTimers();
  await new Promise((resolve) => api.close(resolve));
});

/** Forwards the page's request to the socket as it is, and records what it weighed. */
function forwardToSocket() {
  mswServer.use(
    http.all('*/demo-documents/:id/', async ({ request }) => {
      const body = request.method === 'GET' ? undefined : new Uint8Array(await request.arrayBuffer());
      if (body) sent.push({ bytes: body.byteLength, encoding: request.headers.get('content-encoding') });
      const headers = new Headers(request.headers);
      headers.set('Cookie', csrf.cookie);
      headers.set('X-CSRFToken', csrf.token);
      headers.set('Origin', SITE);
      const answer = await fetch(bypass(new Request(`${base}${new URL(request.url).pathname}`, { method: request.method, headers, body })));
      return new HttpResponse(await answer.text(), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

describe('saving a 5 MB document through the HTTP server', () => {
  it('sends the JSON and HTML gzipped, under the 5 MB limit, and reads back the same document', async () => {
    forwardToSocket();
    const { codec } = await mountEmpty();
    const doc = codec.parse(generateDocument(5 * 1024 * 1024), 'markdown');
    const forms = { json: codec.toJSON(doc), html: codec.toHTML(doc), markdown: codec.toMarkdown(doc) };
    // The three forms as they were sent before: 8 times the limit.
    const threeForms = Buffer.byteLength(JSON.stringify({ content_json: forms.json, content_html: forms.html, content_markdown: forms.markdown }));
    expect(threeForms).toBeGreaterThan(5 * DEMO_DOCUMENT_MAX_BYTES);

    const saved = await documentsApi.save('acme', 'big-save', { content_json: forms.json as unknown as Record<string, unknown>, content_html: forms.html });
    expect(saved.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0].encoding).toBe('gzip');
    expect(sent[0].bytes).toBeLessThan(DEMO_DOCUMENT_MAX_BYTES);
    console.info(`5 MB document: three forms ${threeForms} bytes; sent ${sent[0].bytes} bytes (JSON + HTML, gzip)`);

    const read = await documentsApi.get('acme', 'big-save');
    expect(read.ok && read.data.content_json).toEqual(forms.json);
    expect(read.ok && read.data.content_html).toBe(forms.html);
  }, 240_000);

  it('a document too large even gzipped gets the message it always had', async () => {
    forwardToSocket();
    // Random text does not compress: 8 MB of base64 is still 6 MB gzipped.
    const html = `<p>${randomBytes(6_000_000).toString('base64')}</p>`;
    const saved = await documentsApi.save('acme', 'too-big', { content_json: { type: 'doc' }, content_html: html });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.error.message).toBe('The document is too large to save.');
  }, 60_000);
});

describe('the server inflates a gzip body against its own limit', () => {
  const put = (bytes: Uint8Array, encoding: string) =>
    fetch(bypass(new Request(`${base}${PATH}`, {
      method: 'PUT', body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding, Cookie: csrf.cookie, 'X-CSRFToken': csrf.token, Origin: SITE },
    })));

  it('a gzip bomb (200 MB of spaces in 200 KB) is refused with 413', async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"content_json":{"type":"doc"},"content_html":"'), Buffer.alloc(200 * 1024 * 1024, 0x20), Buffer.from('"}')]));
    expect(bomb.byteLength).toBeLessThan(DEMO_DOCUMENT_MAX_BYTES);
    const answer = await put(bomb, 'gzip');
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'The document is too large to save.' });
  }, 60_000);

  it('broken gzip gets 400, an unknown encoding 415, and neither is stored', async () => {
    expect((await put(new Uint8Array([0x1f, 0x8b, 1, 2, 3]), 'gzip')).status).toBe(400);
    expect((await put(gzipSync('{}'), 'br')).status).toBe(415);
    expect((await fetch(bypass(new Request(`${base}${PATH}`)))).status).toBe(404);
  });
});
