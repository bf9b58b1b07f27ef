import { delay, HttpResponse } from 'msw';
import { API_ROUTES, type HttpMethod, type PathParams, type RouteName } from '../src/domain/api-routes';
import { SCENARIO_HEADER, SCENARIO_PARAM } from '../src/domain/scenarios';
import { createDbRegistry, memoryStore, type MockDb, type SessionStore } from './db';
import { namespaceOf } from './namespace';
import { ADMIN_ROUTES, AUTH_ROUTE_NAMES, MOCK_ROUTES, type MockRouteName } from './own-routes';
import { scenarioByName, type Fault, type FaultKey, type Scenario } from './scenarios';
import { MAX_UPLOAD_BYTES } from '../src/domain/constants';
import type { MockRoute } from './route-table';

let registry = createDbRegistry(memoryStore);

/** The browser worker persists the mock database in sessionStorage; node keeps it in memory. */
export function configureMockStore(store: () => SessionStore): void {
  registry = createDbRegistry(store);
}

/** Drops one namespace's edits (mocks/namespace.ts), or every namespace's. */
export function resetMockData(namespace?: string): void {
  registry.reset(namespace);
}

export function mockDbFor(dataSet: Scenario['data'], namespace = ''): MockDb {
  return registry.get(dataSet, namespace);
}

/** What every call of a mock handler set gets: the scenario it plays and the database it plays on. */
export interface ScenarioCall<Params = Record<string, string>> {
  db: MockDb;
  scenario: Scenario;
  request: Request;
  url: URL;
  params: Params;
  /** The test namespace the request carries, '' by default (mocks/namespace.ts). */
  namespace: string;
}

export interface RouteContext<Params = Record<string, string>> extends ScenarioCall<Params> {
  /** Set when the scenario asks this call to answer with an empty result. */
  empty: boolean;
}

export interface ScenarioOptions<Params> {
  /** The call's own fault key in the scenario catalogue (mocks/scenarios.ts). */
  fault?: FaultKey;
  /** The mock's own admin and sign-in calls: a scenario's failing writes and ended session never touch them. */
  exempt?: boolean;
  /**
   * Runs before the scenario's failures and faults, as a real server checks who is asking
   * before anything else: an answer here (a 401, a 403) ends the call.
   */
  gate?: (call: ScenarioCall<Params>) => Response | null | Promise<Response | null>;
  /**
   * How this server answers a fault of the catalogue, where it answers otherwise than the spec's
   * server (the Plane-shaped server's: mocks/plane/scenarios.ts).
   */
  answer?: (key: FaultKey, fault: Fault) => Fault;
}

export const WRITE_FAILURE_TEXT = 'The server could not save this change. Please try again later.';
/** What Plane answers without a session (authentication/adapter/exception.py). */
export const SESSION_ENDED_TEXT = 'Authentication credentials were not provided.';

/**
 * One mock endpoint of any handler set (the spec's here, Plane's in mocks/plane/). Every call
 * honours the request's scenario (its delay, its failing writes and its per-call faults) and
 * plays on the database of the scenario's data set in the request's namespace.
 */
export function scenarioRoute<Params>(
  method: HttpMethod,
  path: string,
  resolver: (ctx: RouteContext<Params>) => Response | Promise<Response>,
  options: ScenarioOptions<Params> = {},
): MockRoute {
  const answer = async (request: Request, params: Record<string, string | string[]>) => {
    const url = new URL(request.url);
    const scenario = scenarioByName(request.headers.get(SCENARIO_HEADER) ?? url.searchParams.get(SCENARIO_PARAM));
    if (scenario.delayMs) await delay(scenario.delayMs);
    const namespace = namespaceOf(request);
    const db = registry.get(scenario.data, namespace);
    db.log.push({ method, path: url.pathname, at: Date.now() });
    if (db.log.length > 500) db.log.splice(0, db.log.length - 500);
    const flatParams = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')]),
    ) as Params;
    const call: ScenarioCall<Params> = { db, scenario, request, url, params: flatParams, namespace };

    const refused = await options.gate?.(call);
    if (refused) return refused;
    if (scenario.sessionExpiresOnWrite && !options.exempt) {
      if (db.session === 'fresh' && method !== 'GET') db.session = 'ended';
      if (db.session === 'ended') return HttpResponse.json({ detail: SESSION_ENDED_TEXT }, { status: 401 });
    }
    if (scenario.failWrites && method !== 'GET' && !options.exempt) {
      return HttpResponse.json({ error: WRITE_FAILURE_TEXT }, { status: 500 });
    }
    const listed = options.fault ? scenario.faults?.[options.fault] : undefined;
    const faultOfCall = listed && listed !== 'empty' && options.answer ? options.answer(options.fault!, listed) : listed;
    if (faultOfCall && faultOfCall !== 'empty') {
      if (faultOfCall.raw !== undefined) {
        return new HttpResponse(faultOfCall.raw, { status: faultOfCall.status, headers: { 'Content-Type': 'text/html' } });
      }
      return HttpResponse.json(faultOfCall.body ?? null, { status: faultOfCall.status });
    }
    try {
      return await resolver({ ...call, empty: faultOfCall === 'empty' });
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(error.message, { close: false });
      if (error instanceof BodyUndecodable) return HttpResponse.json({ error: error.message }, { status: error.status });
      throw error;
    }
  };
  return { method, path, answer };
}

const ROUTES = { ...API_ROUTES, ...MOCK_ROUTES };
type Routes = typeof ROUTES;
type Resolver<Params> = (ctx: RouteContext<Params>) => Response | Promise<Response>;

/** One endpoint of the spec mock: a call of the client's route table, or one of the mock's own routes, by name. */
export function route<K extends RouteName | MockRouteName>(name: K, resolver: Resolver<PathParams<Routes[K]['path']>>, fault?: FaultKey) {
  const { method, path } = ROUTES[name];
  return scenarioRoute(method, path, resolver, {
    fault,
    exempt: ADMIN_ROUTES.has(name as MockRouteName) || AUTH_ROUTE_NAMES.has(name as MockRouteName),
    // Every call below a workspace answers 404 for a slug the data set does not have, as a real
    // server does: the site routes any slug from the URL, so an unknown one must read as unknown.
    gate: ({ db, params }) => {
      const slug = (params as { slug?: string }).slug;
      return slug !== undefined && !db.workspace.all().some((w) => w.slug === slug) ? notFound('Workspace not found.') : null;
    },
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
/**
 * 413. `close`: the body was refused unread (a declared length), so the connection goes with the
 * answer. A body cut off while streaming keeps its connection: the server discards the rest as it
 * comes rather than closing on unread bytes, which resets the connection and can lose the answer.
 */
export const tooLarge = (error = 'Request body exceeded the size limit.', { close = true } = {}) =>
  HttpResponse.json({ error }, { status: 413, headers: close ? { Connection: 'close' } : {} });

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
  return joinChunks(chunks, total);
}

function joinChunks(chunks: Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Thrown for a body the server cannot decode (an unknown Content-Encoding, broken gzip); `route` answers 400/415. */
export class BodyUndecodable extends Error {
  constructor(readonly status: 400 | 415, message: string) {
    super(message);
  }
}

/**
 * A gzip body, inflated as it streams and stopped at `limit` inflated bytes: a few kilobytes of
 * gzip can hold gigabytes of zeros, so the compressed limit alone does not bound the memory.
 */
async function gunzipLimited(bytes: Uint8Array<ArrayBuffer>, limit: number, message?: string): Promise<Uint8Array<ArrayBuffer>> {
  const reader = new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        void reader.cancel();
        throw new BodyTooLarge(message);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyTooLarge) throw error;
    throw new BodyUndecodable(400, 'The request body is not valid gzip.');
  }
  return joinChunks(chunks, total);
}

/**
 * A JSON object body, read against `limit` bytes as sent. A gzip body (Content-Encoding: gzip)
 * is accepted where the route names `inflatedLimit`, the most it may hold once inflated.
 */
export async function readJson(
  request: Request, limit = MAX_JSON_BYTES, message?: string, inflatedLimit?: number,
): Promise<Record<string, unknown> | null> {
  const encoding = (request.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && (encoding !== 'gzip' || inflatedLimit === undefined)) {
    throw new BodyUndecodable(415, `Unsupported Content-Encoding "${encoding}".`);
  }
  const sent = await readLimited(request, limit, message);
  const bytes = encoding === 'gzip' ? await gunzipLimited(sent, inflatedLimit!, message) : sent;
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
