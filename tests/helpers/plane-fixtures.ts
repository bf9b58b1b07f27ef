import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Plane's answers as pinned in fixtures/plane/ (endpoints.json names each endpoint's method, path,
 * status and fixture), as MSW handlers at Plane's paths that log what they were sent. The contract
 * test holds the `plane` backend to them; when Plane moves, only fixtures/plane changes.
 */
export interface PlaneEndpoint {
  method: string;
  path: string;
  status: number;
  response: string | null;
  request?: string;
  query?: string;
  also?: { request?: string; response: string };
}

const ROOT = join(process.cwd(), 'fixtures/plane');
export const planeManifest = JSON.parse(readFileSync(join(ROOT, 'endpoints.json'), 'utf8')) as { plane_commit: string; endpoints: PlaneEndpoint[] };
export const planeFixture = <T = unknown>(file: string): T => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

/** `METHOD /path/{param}/`, as the manifest writes an endpoint. */
export const endpointKey = (e: Pick<PlaneEndpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

export interface PlaneHit {
  endpoint: string;
  url: URL;
  body: unknown;
}

/** The storage URL every asset fixture presigns (a MinIO bucket on Plane's host). */
export const STORAGE_URL = 'https://plane.northwind.test/uploads';

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${(value as File).name}:${(value as File).size}`]);
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const answer = (status: number, file: string | null) =>
  file ? HttpResponse.json(planeFixture(file) as never, { status }) : new HttpResponse(null, { status });

/** Every endpoint the client calls (the 302 redirects serve files to `<img>`, not to the client). */
export function planeHandlers(hits: PlaneHit[]): HttpHandler[] {
  const handlers = planeManifest.endpoints
    .filter((e) => e.path.startsWith('/api/') && e.status !== 302)
    .map((endpoint) => {
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
      return http[method](`*${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request }) => {
        const body = await bodyOf(request);
        hits.push({ endpoint: endpointKey(endpoint), url: new URL(request.url), body });
        // The one endpoint with two answers: a theme reset reads back `theme: {}`.
        const reset = endpoint.also?.request && JSON.stringify(body) === JSON.stringify(planeFixture(endpoint.also.request));
        return answer(endpoint.status, reset ? endpoint.also!.response : endpoint.response);
      });
    });
  const storage = http.post(STORAGE_URL, async ({ request }) => {
    hits.push({ endpoint: `POST {upload_data.url}`, url: new URL(request.url), body: await bodyOf(request) });
    return new HttpResponse(null, { status: 204 });
  });
  return [...handlers, storage];
}

/** Same keys all the way down, and the same JSON type at each: a request's shape, where its values depend on the moment. */
export function sameShape(actual: unknown, expected: unknown): boolean {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (kind(actual) !== kind(expected)) return false;
  if (Array.isArray(expected)) return (actual as unknown[]).every((item) => expected.length === 0 || sameShape(item, expected[0]));
  if (kind(expected) !== 'object') return true;
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  const keys = Object.keys(e).sort();
  return JSON.stringify(Object.keys(a).sort()) === JSON.stringify(keys) && keys.every((key) => sameShape(a[key], e[key]));
}
