import type { PlaneServer } from './runtime';
import { accountHandlers } from './handlers/account';
import { adminHandlers } from './handlers/admin';
import { assetHandlers } from './handlers/assets';
import { cycleModuleHandlers } from './handlers/cycles-modules';
import { issueHandlers } from './handlers/issues';
import { linkHandlers } from './handlers/links';
import { settingsHandlers } from './handlers/settings';
import { workspaceHandlers } from './handlers/workspaces';

/** Every endpoint of the Plane-shaped server, one array for its HTTP server (mocks/plane/server.ts). */
export function planeHandlers(server: PlaneServer) {
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
