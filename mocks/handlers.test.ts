import { describe, expect, it } from 'vitest';
import { API_ROUTES, routePath, type RouteName, type RouteParams } from '../src/domain/api-routes';
import { routes } from './handlers';
import { compileRoutes, findRoute } from './route-table';

/** Any value for every parameter of a call; an asset path keeps its slashes. */
function sampleParams(name: RouteName): RouteParams<RouteName> {
  const names = [...API_ROUTES[name].path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return Object.fromEntries(names.map((param) => [param, param === 'path' ? 'uploads/default/a.png' : `${param}-1`])) as RouteParams<RouteName>;
}

describe('the mock answers the route table', () => {
  it.each(Object.keys(API_ROUTES) as RouteName[])('%s has a handler', (name) => {
    const { method } = API_ROUTES[name];
    const url = new URL(routePath(name, sampleParams(name)), 'http://localhost');
    expect(findRoute(compileRoutes(routes), method, url.pathname)).not.toBeNull();
  });
});
