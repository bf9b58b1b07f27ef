import { describe, expect, it } from 'vitest';

/**
 * Body limits in the handlers themselves (the service worker has no HTTP server in front): bytes,
 * counted as the body streams in, whatever length is declared or not.
 */
const streamOf = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1 << 20) controller.enqueue(bytes.subarray(i, i + (1 << 20)));
      controller.close();
    },
  });
};

const put = (body: BodyInit) =>
  fetch('/api/workspaces/acme/demo-documents/big/', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);

describe('the document limit counts bytes', () => {
  it('5 million three-byte characters (15 MB, under 5,242,880 UTF-16 units) are refused, streamed or not', async () => {
    const json = JSON.stringify({ content_json: { type: 'doc' }, content_html: '語'.repeat(5_000_000), content_markdown: '' });
    for (const body of [streamOf(json), json]) {
      const answer = await put(body);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ error: 'The document is too large to save.' });
    }
  });

  it('a document under the limit in bytes is saved', async () => {
    const json = JSON.stringify({ content_json: { type: 'doc' }, content_html: '<p>語</p>', content_markdown: '語' });
    expect((await put(streamOf(json))).status).toBe(200);
  });
});

describe('any JSON write is read against the limit', () => {
  it('a 6 MB body to an ordinary route is refused with 413', async () => {
    const json = JSON.stringify({ label: 'x'.repeat(6 * 1024 * 1024) });
    const answer = await fetch('/api/workspaces/acme/api-tokens/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: streamOf(json), duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
  });
});
