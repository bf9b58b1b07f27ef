import { activityHandlers } from './handlers/activities';
import { authHandlers } from './handlers/auth';
import { aiHandlers } from './handlers/ai';
import { analyticsHandlers } from './handlers/analytics';
import { coreHandlers } from './handlers/core';
import { cycleModuleHandlers } from './handlers/cycles-modules';
import { documentHandlers } from './handlers/documents';
import { fileAssetHandlers } from './handlers/file-assets';
import { issueHandlers } from './handlers/issues';
import { linkHandlers } from './handlers/links';
import { mediaHandlers } from './handlers/media';
import { profileHandlers } from './handlers/profile';
import { projectHandlers } from './handlers/projects';
import { settingsHandlers, workspaceUpdateHandlers } from './handlers/settings';
import { routeTable, type MockRoute } from './route-table';

/** Every mock endpoint. */
export const routes: MockRoute[] = [
  ...coreHandlers,
  ...projectHandlers,
  ...issueHandlers,
  ...linkHandlers,
  ...cycleModuleHandlers,
  ...fileAssetHandlers,
  ...aiHandlers,
  ...mediaHandlers,
  ...workspaceUpdateHandlers,
  ...profileHandlers,
  ...activityHandlers,
  ...analyticsHandlers,
  ...settingsHandlers,
  ...documentHandlers,
  ...authHandlers,
];

/** The mock as MSW handlers, for the browser worker, msw/node, the HTTP server and the build. */
export const handlers = [routeTable(routes)];
