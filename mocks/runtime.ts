import { delay, http, HttpResponse } from 'msw';
import { API_ROUTES, type PathParams, type RouteName } from '../src/domain/api-routes';
import { SCENARIO_HEADER, SCENARIO_PARAM } from '../src/domain/scenarios';
import { createDbRegistry, memoryStore, type MockDb, type SessionStore } from './db';
import { ADMIN_ROUTES, MOCK_ROUTES, type MockRouteName } from './own-routes';
import { scenarioByName, type FaultKey, type Scenario } from './scenarios';
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

export interface RouteContext<Params = Record<string, string>> {
  db: MockDb;
  scenario: Scenario;
  request: Request;
  url: URL;
  params: Params;
  /** Set when the scenario asks this call to answer with an empty result. */
  empty: boolean;
}

const ROUTES = { ...API_ROUTES, ...MOCK_ROUTES };
type Routes = typeof ROUTES;
type Resolver<Params> = (ctx: RouteContext<Params>) => Response | Promise<Response>;

export const WRITE_FAILURE_TEXT = 'The server could not save this change. Please try again later.';

/**
 * One mock endpoint: a call of the client's route table, or one of the mock's own routes, by
 * name. Every route honours the request's scenario: its delay, its failing writes and its
 * per-call faults, before the resolver runs against the scenario's database.
 */
export function route<K extends RouteName | MockRouteName>(name: K, resolver: Resolver<PathParams<Routes[K]['path']>>, fault?: FaultKey) {
  const { method, path } = ROUTES[name];
  const handler = http[method.toLowerCase() as Lowercase<typeof method>];
  return handler(`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const scenario = scenarioByName(request.headers.get(SCENARIO_HEADER) ?? url.searchParams.get(SCENARIO_PARAM));
    if (scenario.delayMs) await delay(scenario.delayMs);
    const db = registry.get(scenario.data);
    db.log.push({ method, path: url.pathname, at: Date.now() });
    if (db.log.length > 500) db.log.splice(0, db.log.length - 500);

    if (scenario.failWrites && method !== 'GET' && !ADMIN_ROUTES.has(name as MockRouteName)) {
      return HttpResponse.json({ error: WRITE_FAILURE_TEXT }, { status: 500 });
    }
    const faultOfCall = fault ? scenario.faults?.[fault] : undefined;
    if (faultOfCall && faultOfCall !== 'empty') {
      if (faultOfCall.raw !== undefined) {
        return new HttpResponse(faultOfCall.raw, { status: faultOfCall.status, headers: { 'Content-Type': 'text/html' } });
      }
      return HttpResponse.json(faultOfCall.body ?? null, { status: faultOfCall.status });
    }
    const flatParams = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')]),
    ) as PathParams<Routes[K]['path']>;
    try {
      return await resolver({ db, scenario, request, url, params: flatParams, empty: faultOfCall === 'empty' });
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
