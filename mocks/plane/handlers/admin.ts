import { resetMockData } from '../../runtime';
import { TEST_PASSWORD } from '../config';
import { noContent, ok } from '../errors';
import { planeRoute, type PlaneServer } from '../runtime';
import { planeRoleOf } from '../world';

/**
 * The test server's own calls, under `/api/__mock__/` like the spec mock's, never part of Plane:
 * what the server made when it started (the slug, every seeded id's UUID, who can sign in), the
 * call log and a reset of the caller's data (its test namespace).
 */
export function adminRoutes(server: PlaneServer) {
  return [
    planeRoute(server, 'mockWorld', { anonymous: true }, ({ world, db }) => {
      const workspace = db.seed.workspace;
      return ok({
        slug: server.ids.slug,
        workspace_id: world.uuid(workspace.id),
        password: TEST_PASSWORD,
        users: db.users.all().map((u) => ({ id: world.uuid(u.id), email: u.email, display_name: u.display_name, role: planeRoleOf(u) })),
        /** Mock database id (the seed's, e.g. `project-0001`) → the UUID this server answers with. */
        ids: Object.fromEntries(server.ids.entries()),
      });
    }),

    planeRoute(server, 'mockLog', { anonymous: true }, ({ db }) => ok(db.log)),

    planeRoute(server, 'mockReset', { anonymous: true }, ({ namespace }) => {
      resetMockData(namespace);
      return noContent();
    }),
  ];
}
