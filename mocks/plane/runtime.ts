import type { PathParams } from '../../src/domain/api-routes';
import type { Project, Workspace } from '../../src/domain/entities';
import type { StoredUser } from '../db';
import { scenarioRoute, type RouteContext, type ScenarioCall } from '../runtime';
import type { FaultKey } from '../scenarios';
import { ROLE, type PlaneRole } from './config';
import { planeError } from './errors';
import { UUID_PATTERN, type PlaneIds } from './ids';
import { PLANE_ROUTES, type PlaneRouteName } from './routes';
import { planeFault } from './scenarios';
import type { Sessions } from './sessions';
import type { ObjectStore } from './storage';
import { PlaneWorld } from './world';

/** What the handlers share: the server's ids, sessions, storage and settings. */
export interface PlaneServer {
  ids: PlaneIds;
  sessions: Sessions;
  storage: ObjectStore;
  /** Whether `UNSPLASH_ACCESS_KEY` is "set": without it Plane answers `[]` to every search. */
  unsplash: boolean;
  /**
   * What Plane's date rules compare with (cycle status, adding to an ended cycle, the burn-down's
   * future days): the wall clock, or a pinned day for tests. New rows are stamped with real time.
   */
  clock: () => Date;
}

/**
 * Who may call an endpoint, as Plane decides it (app/permissions/): a DRF permission class,
 * checked first and refused with `{"detail": …}`, then `allow_permission`, refused with
 * `{"error": …}`. The membership is checked before the object is looked up, which is why an
 * unknown workspace or project answers 403 and not 404.
 */
export interface Access {
  /** `AllowAny`: no session needed. */
  anonymous?: boolean;
  permission?: 'WorkspaceBase' | 'WorkspaceEntity' | 'ProjectBase' | 'ProjectEntity';
  allow?: { roles: readonly PlaneRole[]; level: 'WORKSPACE' | 'PROJECT'; issueCreator?: boolean };
}

export const ANY_ROLE = [ROLE.admin, ROLE.member, ROLE.guest] as const;
export const WRITERS = [ROLE.admin, ROLE.member] as const;
export const ADMINS = [ROLE.admin] as const;

export interface PlaneContext<Params> extends RouteContext<Params> {
  server: PlaneServer;
  world: PlaneWorld;
  /** The signed-in user; null only on `anonymous` endpoints. */
  user: StoredUser | null;
  /** The workspace the path's slug names, when the caller can see it. */
  workspace: Workspace | undefined;
  /** The project the path's id names inside that workspace. */
  project: Project | undefined;
  /** The caller's role in the workspace (and, here, in each of its projects). */
  role: PlaneRole | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isWriter = (role: PlaneRole | null) => role === ROLE.admin || role === ROLE.member;

function resolve<Params>(server: PlaneServer, call: ScenarioCall<Params>, access: Access): PlaneContext<Params> | Response {
  const params = call.params as Record<string, string>;
  // Django matches `<uuid:…>` before anything runs: any other id is an unrouted path.
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Id') && !UUID_PATTERN.test(value)) return planeError.noRoute();
  }
  const world = new PlaneWorld(call.db, server.ids, server.clock);
  const userId = server.sessions.userIdOf(call.request.headers.get('cookie'));
  const user = userId ? call.db.users.get(userId) ?? null : null;
  if (!user && !access.anonymous) return planeError.notAuthenticated();

  const workspace = params.slug !== undefined ? world.workspaceBySlug(params.slug) : undefined;
  const role = workspace && user ? world.workspaceRole(workspace, user.id) : null;
  const project = workspace && params.projectId ? world.project(workspace, params.projectId) : undefined;
  const projectRole = workspace && user ? world.projectRole(workspace, project, user.id) : null;
  const ctx = { ...call, empty: false, server, world, user, workspace, project, role };

  const method = call.request.method;
  const safe = SAFE_METHODS.has(method);
  switch (access.permission) {
    case 'WorkspaceBase':
      if (method === 'PATCH' || method === 'PUT' ? !isWriter(role) : method === 'DELETE' && role !== ROLE.admin) return planeError.permissionDenied();
      break;
    case 'WorkspaceEntity':
      if (safe ? role === null : !isWriter(role)) return planeError.permissionDenied();
      break;
    case 'ProjectBase':
      if (safe ? role === null : method === 'POST' ? !isWriter(role) : !(projectRole === ROLE.admin || (projectRole !== null && role === ROLE.admin))) {
        return planeError.permissionDenied();
      }
      break;
    case 'ProjectEntity':
      if (safe ? projectRole === null : !isWriter(projectRole)) return planeError.permissionDenied();
      break;
  }

  if (access.allow) {
    const { roles, level, issueCreator } = access.allow;
    if (issueCreator) {
      if (role === null) return planeError.notAllowed();
      const issue = world.byUuid(call.db.issues, params.issueId ?? '');
      if (issue && user && issue.created_by === user.id) return ctx;
    }
    const allowed = level === 'WORKSPACE'
      ? role !== null && roles.includes(role)
      : projectRole !== null && (roles.includes(projectRole) || role === ROLE.admin);
    if (!allowed) return planeError.notAllowed();
  }
  return ctx;
}

type Params<K extends PlaneRouteName> = PathParams<(typeof PLANE_ROUTES)[K]['path']>;
type Resolver<K extends PlaneRouteName> = (ctx: PlaneContext<Params<K>>) => Response | Promise<Response>;

/**
 * One endpoint of the Plane-shaped server, on the same scenario core as the spec mock
 * (mocks/runtime.ts): Plane's access checks run first, then the scenario's failing writes and
 * faults (as Plane answers them, ./scenarios.ts), then the resolver.
 */
export function planeRoute<K extends PlaneRouteName>(server: PlaneServer, name: K, access: Access, resolver: Resolver<K>, fault?: FaultKey) {
  const { method, path } = PLANE_ROUTES[name];
  const resolved = new WeakMap<Request, PlaneContext<Params<K>>>();
  return scenarioRoute<Params<K>>(method, path, (ctx) => {
    const planeCtx = resolved.get(ctx.request)!;
    return resolver({ ...planeCtx, empty: ctx.empty });
  }, {
    fault,
    answer: planeFault,
    exempt: name.startsWith('mock'),
    gate: (call) => {
      const result = resolve(server, call, access);
      if (result instanceof Response) return result;
      resolved.set(call.request, result);
      return null;
    },
  });
}

/**
 * The JSON object a request carries: an empty body reads as `{}` (DRF's empty data), a broken one
 * is DRF's 400 parse error.
 */
export async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    return planeError.detail(400, 'Invalid data. Expected a dictionary, but got list.');
  } catch (error) {
    return planeError.detail(400, `JSON parse error - ${(error as Error).message}`);
  }
}
