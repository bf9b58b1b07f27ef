import { http } from 'msw';
import { match, type MatchFunction } from 'path-to-regexp';
import type { HttpMethod } from '../src/domain/api-routes';

/** One endpoint of a mock handler set: its method, its path pattern and how it answers. */
export interface MockRoute {
  method: HttpMethod;
  /** A path-to-regexp 6 pattern (the route table's syntax), found anywhere in the URL's path; a lone `*` is any text, as in MSW. */
  path: string;
  answer: (request: Request, params: Record<string, string | string[]>) => Promise<Response>;
}

interface CompiledRoute {
  route: MockRoute;
  match: MatchFunction<Record<string, string | string[]>>;
}

/**
 * The routes of a handler set, each pattern compiled once. A pattern matches anywhere in the path, as
 * MSW's `*` before a path did: the site may live under a base path. Patterns end at the path's end, and a
 * trailing slash is optional (path-to-regexp's defaults, MSW's too).
 */
export function compileRoutes(routes: readonly MockRoute[]): Map<string, CompiledRoute[]> {
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const pattern = route.path.replace(/(^|[^\w)])\*+/g, '$1(.*)');
    const compiled = { route, match: match<Record<string, string | string[]>>(pattern, { decode: decodeURIComponent, start: false }) };
    const list = byMethod.get(route.method);
    if (list) list.push(compiled);
    else byMethod.set(route.method, [compiled]);
  }
  return byMethod;
}

/** The first route of the table that answers this method and path, with the path's parameters. */
export function findRoute(table: Map<string, CompiledRoute[]>, method: string, pathname: string) {
  for (const { route, match: matches } of table.get(method) ?? []) {
    const found = matches(pathname);
    if (found) return { route, params: found.params };
  }
  return null;
}

/**
 * One MSW handler for a whole handler set. MSW tries its handlers one by one for every request the
 * page makes, the page's own scripts included, and each compiles its pattern and reads the page's
 * cookies as it tries; it also reads a stack trace as each handler is made. With one handler per
 * endpoint (about 70), MSW's main-thread time while an issue page opened was twice what it is with
 * one (issue 19). A request no route answers goes on to the network.
 */
export function routeTable(routes: readonly MockRoute[]) {
  const table = compileRoutes(routes);
  return http.all('*', ({ request }) => {
    const found = findRoute(table, request.method, new URL(request.url).pathname);
    return found ? found.route.answer(request, found.params) : undefined;
  });
}
