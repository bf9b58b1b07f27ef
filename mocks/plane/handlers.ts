import type { PlaneServer } from './runtime';
import { routeTable, type MockRoute } from '../route-table';
import { accountRoutes } from './handlers/account';
import { adminRoutes } from './handlers/admin';
import { assetRoutes } from './handlers/assets';
import { cycleModuleRoutes } from './handlers/cycles-modules';
import { issueRoutes } from './handlers/issues';
import { linkRoutes } from './handlers/links';
import { settingsRoutes } from './handlers/settings';
import { workspaceRoutes } from './handlers/workspaces';

/** Every endpoint of the Plane-shaped server. */
export function planeRoutes(server: PlaneServer): MockRoute[] {
  return [
    ...adminRoutes(server),
    ...accountRoutes(server),
    ...workspaceRoutes(server),
    ...issueRoutes(server),
    ...linkRoutes(server),
    ...cycleModuleRoutes(server),
    ...assetRoutes(server),
    ...settingsRoutes(server),
  ];
}

/** The Plane-shaped server as MSW handlers, for its HTTP server (mocks/plane/server.ts). */
export const planeHandlers = (server: PlaneServer) => [routeTable(planeRoutes(server))];
