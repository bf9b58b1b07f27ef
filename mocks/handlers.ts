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

/** Every mock endpoint, one array for the browser worker, msw/node and the HTTP server. */
export const handlers = [
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
