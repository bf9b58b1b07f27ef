import { delay, http, HttpResponse } from 'msw';
import { createDbRegistry, memoryStore, type MockDb, type SessionStore } from './db';
import { scenarioByName, type CallKey, type Scenario } from './scenarios';

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
    return resolver({ db, scenario, request, url, params: flatParams, empty: fault === 'empty' });
  });
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const badRequest = (error: string | Record<string, string[]>) =>
  HttpResponse.json(typeof error === 'string' ? { error } : error, { status: 400 });
export const notFound = (what = 'Not found.') => HttpResponse.json({ detail: what }, { status: 404 });
export const noContent = () => new HttpResponse(null, { status: 204 });

export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
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
