import { beforeEach, vi } from 'vitest';

// The `plane` build: the backend is chosen when the api modules load, so before they are imported.
vi.hoisted(() => {
  vi.stubEnv('PUBLIC_API_BACKEND', 'plane');
});

import { setPageWorkspace } from '../../../src/api/backends';
import { resetPlaneBackend } from '../../../src/api/backends/plane';
import { faultCalls, PLANE_CALL_IDS, runFaultMatrix } from './fault-matrix';

/**
 * The same matrix against the `plane` backend: every request a call makes (a composed answer makes
 * several) meets the fault, and the call still resolves to one typed, readable failure. Calls Plane
 * has not got are unavailable whatever the server does; project covers never ask it.
 */
beforeEach(() => {
  resetPlaneBackend();
  setPageWorkspace('northwind');
});

runFaultMatrix(faultCalls(
  PLANE_CALL_IDS,
  {
    'activitiesApi.page': { unavailable: true },
    'settingsApi.imports': { unavailable: true },
    'settingsApi.createImport': { unavailable: true },
    'mediaApi.projectCovers': { local: true },
    // Plane's upload asks its API for the storage form first (fetch), so a timed-out connection
    // fails there, as a network error, before the file goes out through XMLHttpRequest.
    'assetsApi.upload (progress)': { xhr: false },
  },
));
