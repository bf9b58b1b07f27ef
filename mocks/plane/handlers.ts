import type { PlaneServer } from './runtime';
import { routeTable, type MockRoute } from '../route-table';
import { accountHandlers } from './handlers/account';
import { adminHandlers } from './handlers/admin';
import { assetHandlers } from './handlers/assets';
import { cycleModuleHandlers } from './handlers/cycles-modules';
import { issueHandlers } from './handlers/issues';
import { linkHandlers } from './handlers/links';
import { settingsHandlers } from './handlers/settings';
import { workspaceHandlers } from './handlers/workspaces';

/** Every endpoint of the Plane-shaped server. */
export function planeRoutes(server: PlaneServer): MockRoute[] {
  return [
    ...adminHandlers(server),
    ...accountHandlers(server),
    ...workspaceHandlers(server),
    ...issueHandlers(server),
    ...linkHandlers(server),
    ...cycleModuleHandlers(server),
    ...assetHandlers(server),
    ...settingsHandlers(server),
  ];
}

/** The Plane-shaped server as MSW handlers, for its HTTP server (mocks/plane/server.ts). */
export const planeHandlers = (server: PlaneServer) => [routeTable(planeRoutes(server))];
