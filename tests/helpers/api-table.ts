import { API_ROUTES, type RouteName } from '../../src/domain/api-routes';
import { PLANE_ROUTES } from '../../src/domain/plane-api-routes';
import { PLANE_CALLS } from '../../src/api/backends/plane';
import { PLANE_UNAVAILABLE } from '../../src/api/backends/plane/availability';

/**
 * The README's table of backends, written from the code (the spec's route table, Plane's route
 * table and each plane call's `uses` and `does`), so it cannot drift: a test compares the README
 * with it, and writes it with UPDATE_README=1.
 */
export const TABLE_START = '<!-- backends-table:start (generated from the code: UPDATE_README=1 npx vitest run tests/unit/api/readme-table.test.ts) -->';
export const TABLE_END = '<!-- backends-table:end -->';

const short = (path: string) =>
  path
    .replace('/api/workspaces/:slug/projects/:projectId', 'P')
    .replace('/api/workspaces/:slug', 'W')
    .replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function backendsTable(): string {
  const rows = (Object.keys(API_ROUTES) as RouteName[]).map((name) => {
    const spec = API_ROUTES[name];
    const call = PLANE_CALLS[name];
    const hidden = PLANE_UNAVAILABLE[name];
    const plane = call && call.uses.length
      ? call.uses.map((use) => `${PLANE_ROUTES[use].method} \`${short(PLANE_ROUTES[use].path)}\``).join('<br>')
      : '—';
    const does = hidden ? `Hidden in \`plane\` mode: ${hidden}` : call ? call.does : '';
    return `| \`${name}\` | ${spec.method} \`${short(spec.path)}\` | ${plane} | ${cell(does)} |`;
  });
  return [
    TABLE_START,
    '',
    '`W` = `/api/workspaces/{slug}`, `P` = `W/projects/{projectId}`.',
    '',
    '| call | spec (`spec` backend) | Plane (`plane` backend) | what the adapter does |',
    '|---|---|---|---|',
    ...rows,
    '',
    TABLE_END,
  ].join('\n');
}
