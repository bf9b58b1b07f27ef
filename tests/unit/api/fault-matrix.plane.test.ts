import { beforeEach, vi } from 'vitest';

// The `plane` build: the backend is chosen when the api modules load, so before they are imported.
vi.hoisted(() => {
  vi.stubEnv('PUBLIC_API_BACKEND', 'plane');
});

import { setPageWorkspace } from '../../../src/api/backends';
import { resetPlaneBackend } from '../../../src/api/backends/plane';
import { faultCalls, runFaultMatrix } from './fault-matrix';

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
  {
    ws: 'northwind',
    workspaceId: '0f5b7a52-3c1e-4d8a-9b6f-2e4c8d1a7b30',
    project: '1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e',
    issue: 'e8f0a2b4-9c1d-4e3f-9a5b-7c9d1e3f5a7b',
    otherIssue: '0a2c4e6f-1b3d-4a5c-9d7e-9f1a3b5c7d9e',
    cycle: '1b3d5f7a-2c4e-4b6d-8e8f-0a2b4c6d8e0f',
    module: '2c4e6a8b-3d5f-4c7e-9f9a-1b3c5d7e9f1a',
    link: '13579bdf-2468-4ace-9bdf-02468ace1357',
    userAssetUrl: '/api/assets/v2/static/7b9d1f3a-8c0e-4b2d-8e4f-6a8b0c2d4e6f/',
    editorAssetPath: 'api/assets/v2/workspaces/northwind/projects/1a7e5c3d-9b2f-4c6e-8d1a-3e5f7b9c0d2e/6a8c0e2f-7b9d-4a1c-9d3e-5f7a9b1c3d5e',
  },
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
