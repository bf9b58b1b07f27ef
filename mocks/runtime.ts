import { delay, http, HttpResponse } from 'msw';
import { createDbRegistry, memoryStore, type MockDb, type SessionStore } from './db';
import { scenarioByName, type CallKey, type Scenario } from './scenarios';
import { MAX_UPLOAD_BYTES } from '../src/domain/constants';

let registry = createDbRegistry(memoryStore);

/** The browser worker persists the mock database in sessionStorage; node keeps it in memory. */
export function configureMockStore(store: () => SessionStore): void {
  registry = createDbRegistry(store);
}

export function resetMockData(): void {
  registry.reset();
}

export function mockDbFor(dataSet: Scenario['data']): MockDb {
  return registry.get(dataSet);
}

export interface RouteContext {
  db: MockDb;
  scenario: Scenario;
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** Set when the scenario asks this call to answer with an empty result. */
  empty: boolean;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Resolver = (ctx: RouteContext) => Response | Promise<Response>;

export const WRITE_FAILURE_TEXT = 'The server could not save this change. Please try again later.';

/**
 * One mock endpoint. Every route honours the request's scenario: its delay, its failing writes and
 * its per-call faults, before the resolver runs against the scenario's database.
 */
export function route(method: Method, path: string, resolver: Resolver, call?: CallKey) {
  return http[method](`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const scenario = scenarioByName(request.headers.get('x-mock-scenario') ?? url.searchParams.get('scenario'));
    if (scenario.delayMs) await delay(scenario.delayMs);
    const db = registry.get(scenario.data);
    db.log.push({ method: method.toUpperCase(), path: url.pathname, at: Date.now() });
    if (db.log.length > 500) db.log.splice(0, db.log.length - 500);

    if (scenario.failWrites && method !== 'get' && !path.startsWith('/api/__mock__/')) {
      return HttpResponse.json({ error: WRITE_FAILURE_TEXT }, { status: 500 });
    }
    const fault = call ? scenario.faults?.[call] : undefined;
    if (fault && fault !== 'empty') {
      if (fault.raw !== undefined) {
        return new HttpResponse(fault.raw, { status: fault.status, headers: { 'Content-Type': 'text/html' } });
      }
      return HttpResponse.json(fault.body ?? null, { status: fault.status });
    }
    const flatParams = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')]),
    );
    try {
      return await resolver({ db, scenario, request, url, params: flatParams, empty: fault === 'empty' });
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(error.message);
      throw error;
    }
  });
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const badRequest = (error: string | Record<string, string[]>) =>
  HttpResponse.json(typeof error === 'string' ? { error } : error, { status: 400 });
export const notFound = (what = 'Not found.') => HttpResponse.json({ detail: what }, { status: 404 });
export const noContent = () => new HttpResponse(null, { status: 204 });

/**
 * Request bodies are read against a byte limit, never whole first: Plane's server takes 5 MB
 * (DATA_UPLOAD_MAX_MEMORY_SIZE = FILE_SIZE_LIMIT) in a JSON body, and the file plus the multipart
 * framing in an upload. The server refuses a longer declared length before it reads at all.
 */
export const MAX_JSON_BYTES = MAX_UPLOAD_BYTES;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;
export const MAX_REQUEST_BYTES = Math.max(MAX_JSON_BYTES, MAX_MULTIPART_BYTES);

/** Thrown by a body read that passed its limit; `route` answers it with 413. */
export class BodyTooLarge extends Error {}

/** 413 that closes the connection: the client is told at once and the rest is not read. */
export const tooLarge = (error = 'Request body exceeded the size limit.') =>
  HttpResponse.json({ error }, { status: 413, headers: { Connection: 'close' } });

/**
 * The body's bytes, counted as they arrive: a declared Content-Length over `limit` is refused
 * unread, and a body that passes the limit while streaming stops being read there.
 */
export async function readLimited(request: Request, limit: number, message?: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(message);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading (a cancel would reset the connection before the 413 is sent).
      reader.releaseLock();
      throw new BodyTooLarge(message);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJson(request: Request, limit = MAX_JSON_BYTES, message?: string): Promise<Record<string, unknown> | null> {
  const bytes = await readLimited(request, limit, message);
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`;
}
