import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { coreApi } from '../../../src/api/core';
import { EXPORTED_CALLS, faultCalls, runFaultMatrix } from './fault-matrix';

/** The `spec` build: the seed's ids and the spec's asset paths (tests/unit/api/fault-matrix.ts). */
const CALLS = faultCalls({
  ws: 'acme',
  workspaceId: 'ws-acme',
  project: 'project-0001',
  issue: 'issue-web-0001',
  otherIssue: 'issue-web-0050',
  cycle: 'cycle-1-0001',
  module: 'module-1-0001',
  link: 'ilink-0001',
  userAssetUrl: 'http://localhost/uploads/users/u/a1.png',
  editorAssetPath: 'uploads/ws-acme/a1.png',
});

runFaultMatrix(CALLS);

describe('the spec backend', () => {
  it('recovers on retry once the server answers again', async () => {
    server.use(http.all('*', () => HttpResponse.error(), { once: true }));
    expect((await coreApi.members('acme')).ok).toBe(false);
    expect((await coreApi.members('acme')).ok).toBe(true);
  });
});

describe('the table covers every exported call', () => {
  it('lists each function of each api object', () => {
    const listed = new Set(CALLS.map(([name]) => name.replace(/ \(.*\)$/, '')));
    expect([...listed].sort()).toEqual([...EXPORTED_CALLS].sort());
  });
});
