import { describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../../mocks/node';
import { request, serverErrorText, transportMessages } from '../../../src/api/http';
import { isAny, shape, isString } from '../../../src/api/guards';

const guard = shape<{ name: string }>({ name: isString });

describe('request: every failure is a typed result, never a throw', () => {
  it('returns data for a good response', async () => {
    server.use(http.get('*/api/t/', () => HttpResponse.json({ name: 'ok' })));
    expect(await request('/api/t/', { guard })).toEqual({ ok: true, data: { name: 'ok' } });
  });

  it.each([
    [{ error: 'Nope' }, 'Nope'],
    [{ detail: 'Not found.' }, 'Not found.'],
    [{ url: ['Enter a valid URL.'] }, 'Enter a valid URL.'],
  ])('carries the server error text of %j', async (body, text) => {
    server.use(http.get('*/api/t/', () => HttpResponse.json(body, { status: 400 })));
    const result = await request('/api/t/', { guard });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 400, serverMessage: text, message: text } });
  });

  it('an error without JSON gets a clear message with the status', async () => {
    server.use(http.get('*/api/t/', () => new HttpResponse('<html>', { status: 503 })));
    const result = await request('/api/t/', { guard });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503, message: transportMessages.status(503) } });
  });

  it('a 200 with a non-JSON body is a parse error', async () => {
    server.use(http.get('*/api/t/', () => new HttpResponse('<html>', { status: 200 })));
    expect(await request('/api/t/', { guard })).toMatchObject({ ok: false, error: { kind: 'parse' } });
  });

  it('a 200 with the wrong shape is a shape error', async () => {
    server.use(http.get('*/api/t/', () => HttpResponse.json({ nom: 1 })));
    expect(await request('/api/t/', { guard })).toMatchObject({ ok: false, error: { kind: 'shape', message: transportMessages.shape } });
  });

  it('a network failure is a network error', async () => {
    server.use(http.get('*/api/t/', () => HttpResponse.error()));
    expect(await request('/api/t/', { guard: isAny })).toMatchObject({ ok: false, error: { kind: 'network', message: transportMessages.network } });
  });

  it('a slow server times out', async () => {
    server.use(http.get('*/api/t/', async () => { await delay(500); return HttpResponse.json({ name: 'late' }); }));
    expect(await request('/api/t/', { guard, timeoutMs: 50 })).toMatchObject({ ok: false, error: { kind: 'timeout', message: transportMessages.timeout } });
  });

  it('a caller abort is reported as aborted', async () => {
    server.use(http.get('*/api/t/', async () => { await delay(500); return HttpResponse.json({ name: 'late' }); }));
    const controller = new AbortController();
    const pending = request('/api/t/', { guard, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('serverErrorText', () => {
  it.each([
    [{ error: 'a' }, 'a'], [{ detail: 'b' }, 'b'], [{ message: 'c' }, 'c'], [{ title: ['d'] }, 'd'],
    ['plain', 'plain'], [null, undefined], [{}, undefined], [{ error: '' }, undefined],
  ])('%j -> %j', (body, expected) => expect(serverErrorText(body)).toBe(expected));
});
