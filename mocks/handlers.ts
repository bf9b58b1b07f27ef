import { activityRoutes } from './handlers/activities';
import { authRoutes } from './handlers/auth';
import { aiRoutes } from './handlers/ai';
import { analyticsRoutes } from './handlers/analytics';
import { coreRoutes } from './handlers/core';
import { cycleModuleRoutes } from './handlers/cycles-modules';
import { documentRoutes } from './handlers/documents';
import { fileAssetRoutes } from './handlers/file-assets';
import { issueRoutes } from './handlers/issues';
import { linkRoutes } from './handlers/links';
import { mediaRoutes } from './handlers/media';
import { profileRoutes } from './handlers/profile';
import { projectRoutes } from './handlers/projects';
import { settingsRoutes, workspaceUpdateRoutes } from './handlers/settings';
import { routeTable, type MockRoute } from './route-table';

/** Every mock endpoint. */
export const routes: MockRoute[] = [
  ...coreRoutes,
  ...projectRoutes,
  ...issueRoutes,
  ...linkRoutes,
  ...cycleModuleRoutes,
  ...fileAssetRoutes,
  ...aiRoutes,
  ...mediaRoutes,
  ...workspaceUpdateRoutes,
  ...profileRoutes,
  ...activityRoutes,
  ...analyticsRoutes,
  ...settingsRoutes,
  ...documentRoutes,
  ...authRoutes,
];

/** The mock as MSW handlers, for the browser worker, msw/node, the HTTP server and the build. */
export const handlers = [routeTable(routes)];
