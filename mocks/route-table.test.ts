import { describe, expect, it } from 'vitest';
import { getResponse, matchRequestUrl } from 'msw';
import { API_ROUTES, routePath, type RouteName, type RouteParams } from '../src/domain/api-routes';
import { routes as mockRoutes } from './handlers';
import { compileRoutes, findRoute, routeTable, type MockRoute } from './route-table';

const answering = (method: MockRoute['method'], path: string): MockRoute => ({
  method,
  path,
  answer: async (_request, params) => Response.json({ path, params }),
});

const routes = [
  answering('GET', '/api/workspaces/:slug/'),
  answering('GET', '/api/workspaces/:slug/members/'),
  answering('PATCH', '/api/workspaces/:slug/'),
  answering('DELETE', '/api/workspaces/file-assets/:path(.+)/'),
  answering('DELETE', '/api/workspaces/file-assets/*'),
  answering('GET', '/uploads/:dataSet/:file'),
];
const table = compileRoutes(routes);

describe('findRoute', () => {
  it.each([
    ['GET', '/api/workspaces/acme/', '/api/workspaces/:slug/', { slug: 'acme' }],
    ['GET', '/uploads/default/a.png/', '/uploads/:dataSet/:file', { dataSet: 'default', file: 'a.png' }],
    ['GET', '/plane/api/workspaces/acme/', '/api/workspaces/:slug/', { slug: 'acme' }],
    ['GET', '/api/workspaces/acme/members/', '/api/workspaces/:slug/members/', { slug: 'acme' }],
    ['PATCH', '/api/workspaces/acme/', '/api/workspaces/:slug/', { slug: 'acme' }],
    ['GET', '/api/workspaces/a%20b/', '/api/workspaces/:slug/', { slug: 'a b' }],
    ['DELETE', '/api/workspaces/file-assets/uploads/default/a.png/', '/api/workspaces/file-assets/:path(.+)/', { path: 'uploads/default/a.png' }],
    ['DELETE', '/api/workspaces/file-assets/uploads/a.png', '/api/workspaces/file-assets/*', {}],
    ['GET', '/uploads/default/a.png', '/uploads/:dataSet/:file', { dataSet: 'default', file: 'a.png' }],
  ])('%s %s is %s', (method, pathname, path, params) => {
    const found = findRoute(table, method, pathname);
    expect(found?.route.path).toBe(path);
    expect(found?.params).toMatchObject(params);
  });

  it('a lone * is any text, as in MSW', () => {
    const wildcard = compileRoutes([answering('POST', '/api/workspaces/file-assets/*')]);
    expect(findRoute(wildcard, 'POST', '/api/workspaces/file-assets/x/y/restore/')?.route.path).toBe('/api/workspaces/file-assets/*');
  });

  it.each([
    ['POST', '/api/workspaces/acme/'],
    ['GET', '/api/workspaces/acme'],
    ['GET', '/api/workspaces/acme/members/extra/'],
    ['GET', '/_astro/client.abc123.js'],
    ['GET', '/acme/projects/project-0001/'],
  ])('%s %s is no route of the table', (method, pathname) => {
    expect(findRoute(table, method, pathname)).toBeNull();
  });
});

describe('routeTable', () => {
  const handler = routeTable(routes);

  it('answers a route of the table with its parameters', async () => {
    const response = await getResponse([handler], new Request('http://localhost/api/workspaces/acme/members/?page=2'));
    expect(await response?.json()).toEqual({ path: '/api/workspaces/:slug/members/', params: { slug: 'acme' } });
  });

  it('leaves any other request to the network', async () => {
    expect(await getResponse([handler], new Request('http://localhost/_astro/client.abc123.js'))).toBeUndefined();
    expect(await getResponse([handler], new Request('http://localhost/api/workspaces/acme/', { method: 'POST' }))).toBeUndefined();
  });
});

describe('the mock\'s own table', () => {
  const own = compileRoutes(mockRoutes);
  /** What MSW's matching of one handler per route (`*` and the path) picked: the first that matches. */
  const mswPick = (method: string, url: URL) => mockRoutes.find((route) => route.method === method && matchRequestUrl(url, `*${route.path}`).matches) ?? null;
  const sample = (name: RouteName) =>
    routePath(name, Object.fromEntries([...API_ROUTES[name].path.matchAll(/:(\w+)/g)].map(([, param]) => [param, param === 'path' ? 'uploads/default/a.png' : `${param}-1`])) as RouteParams<RouteName>);
  const urls = (Object.keys(API_ROUTES) as RouteName[]).flatMap((name) => {
    const path = sample(name);
    return [path, path.replace(/\/$/, ''), `/base${path}`, `${path}?page=2`].map((p) => [API_ROUTES[name].method, p] as const);
  });

  it.each(urls)('%s %s finds the route MSW\'s matching found', (method, path) => {
    const url = new URL(path, 'http://localhost');
    expect(findRoute(own, method, url.pathname)?.route ?? null).toBe(mswPick(method, url));
  });
});
