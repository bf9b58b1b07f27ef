import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { timeoutScale, transportMessages } from '../../../src/api/http';
import type { ApiResult } from '../../../src/api/result';
import { activitiesApi, labelsApi } from '../../../src/api/activities';
import { aiApi } from '../../../src/api/ai';
import { analyticsApi } from '../../../src/api/analytics';
import { assetsApi } from '../../../src/api/assets';
import { coreApi } from '../../../src/api/core';
import { downloadFile } from '../../../src/api/download';
import { issueDetailApi } from '../../../src/api/issue-detail';
import { issuesApi } from '../../../src/api/issues';
import { linksApi } from '../../../src/api/links';
import { mediaApi } from '../../../src/api/media';
import { profileApi } from '../../../src/api/profile';
import { settingsApi } from '../../../src/api/settings';
import { installTransportFault, settleWithin, TRANSPORT_FAULTS, type TransportFault } from './transport-faults';

/**
 * Every client call against every way a server fails: each resolves (never throws) to a typed
 * failure carrying a readable message — the server's own text when it sent one.
 */
type Call = [name: string, invoke: () => Promise<ApiResult<unknown>>, opts?: { emptyBody?: boolean; fallsBack?: boolean; xhr?: boolean }];

const ws = 'acme';
const p = 'project-0001';
const issueOwner = { kind: 'issue' as const, workspaceSlug: ws, projectId: p, issueId: 'issue-web-0001' };
const cycle = { kind: 'cycle' as const, workspaceSlug: ws, projectId: p, cycleId: 'cycle-1-0001' };
const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

const CALLS: Call[] = [
  ['activitiesApi.page', () => activitiesApi.page({ kind: 'workspace', workspaceSlug: ws })],
  ['labelsApi.list', () => labelsApi.list(ws, p)],
  ['aiApi.ask', () => aiApi.ask(ws, p, { prompt: 'x', task: 'summarise' })],
  ['analyticsApi.distribution', () => analyticsApi.distribution(cycle)],
  ['analyticsApi.issues', () => analyticsApi.issues(cycle)],
  ['assetsApi.upload', () => assetsApi.upload({ kind: 'user' }, png())],
  // With progress the upload goes through XMLHttpRequest, whose failures arrive as events.
  ['assetsApi.upload', () => assetsApi.upload({ kind: 'user' }, png(), { onProgress: () => {} }), { xhr: true }],
  ['assetsApi.deleteUserAsset', () => assetsApi.deleteUserAsset('a1'), { emptyBody: true }],
  ['assetsApi.deleteWorkspaceAsset', () => assetsApi.deleteWorkspaceAsset('ws-acme', 'a1'), { emptyBody: true }],
  ['assetsApi.deleteByUrl', () => assetsApi.deleteByUrl({ kind: 'user' }, 'http://localhost/uploads/users/u/a1.png', null), { emptyBody: true }],
  ['assetsApi.deleteByPath', () => assetsApi.deleteByPath('uploads/ws-acme/a1.png'), { emptyBody: true }],
  ['assetsApi.restoreByPath', () => assetsApi.restoreByPath('uploads/ws-acme/a1.png'), { emptyBody: true }],
  ['coreApi.config', () => coreApi.config(), { fallsBack: true }],
  ['coreApi.me', () => coreApi.me()],
  ['coreApi.workspace', () => coreApi.workspace(ws)],
  ['coreApi.members', () => coreApi.members(ws)],
  ['coreApi.projects', () => coreApi.projects(ws)],
  ['coreApi.project', () => coreApi.project(ws, p)],
  ['coreApi.updateProject', () => coreApi.updateProject(ws, p, { cover_image: '/fixtures/covers/1.svg' })],
  ['issueDetailApi.get', () => issueDetailApi.get(ws, p, 'issue-web-0001')],
  ['issueDetailApi.update', () => issueDetailApi.update(ws, p, 'issue-web-0001', { description_html: '<p>x</p>' })],
  ['issueDetailApi.remove', () => issueDetailApi.remove(ws, p, 'issue-web-0001'), { emptyBody: true }],
  ['issueDetailApi.states', () => issueDetailApi.states(ws, p)],
  ['issueDetailApi.labels', () => issueDetailApi.labels(ws, p)],
  ['issuesApi.listProject', () => issuesApi.listProject(ws, p)],
  ['issuesApi.workspaceTab', () => issuesApi.workspaceTab(ws, 'assigned')],
  ['issuesApi.search', () => issuesApi.search(ws, p, { search: 'fix', workspaceSearch: false })],
  ['issuesApi.bulkDelete', () => issuesApi.bulkDelete(ws, p, ['issue-web-0002'])],
  ['issuesApi.cycle', () => issuesApi.cycle(ws, p, 'cycle-1-0001')],
  ['issuesApi.module', () => issuesApi.module(ws, p, 'module-1-0001')],
  ['issuesApi.listTarget', () => issuesApi.listTarget(ws, p, { kind: 'cycle', cycleId: 'cycle-1-0001' })],
  ['issuesApi.addToCycle', () => issuesApi.addToCycle(ws, p, 'cycle-1-0001', ['issue-web-0050'])],
  ['issuesApi.addToModule', () => issuesApi.addToModule(ws, p, 'module-1-0001', ['issue-web-0050'])],
  ['issuesApi.addTo', () => issuesApi.addTo(ws, p, { kind: 'module', moduleId: 'module-1-0001' }, ['issue-web-0050'])],
  ['linksApi.list', () => linksApi.list(issueOwner)],
  ['linksApi.create', () => linksApi.create(issueOwner, { url: 'https://a.io', title: '' })],
  ['linksApi.update', () => linksApi.update(issueOwner, 'ilink-0001', { url: 'https://a.io', title: '' })],
  ['linksApi.remove', () => linksApi.remove(issueOwner, 'ilink-0001'), { emptyBody: true }],
  ['mediaApi.unsplash', () => mediaApi.unsplash('mountain')],
  ['mediaApi.projectCovers', () => mediaApi.projectCovers()],
  ['profileApi.updateTheme', () => profileApi.updateTheme(null)],
  ['profileApi.updateAvatar', () => profileApi.updateAvatar(null)],
  ['profileApi.updateWorkspaceLogo', () => profileApi.updateWorkspaceLogo(ws, null)],
  ['profileApi.me', () => profileApi.me()],
  ['profileApi.workspace', () => profileApi.workspace(ws)],
  ['settingsApi.updateWorkspace', () => settingsApi.updateWorkspace(ws, { name: 'Acme' })],
  ['settingsApi.createWorkspace', () => settingsApi.createWorkspace({ name: 'New', slug: 'new-ws', company_size: '2-10' } as never)],
  ['settingsApi.exports', () => settingsApi.exports(ws)],
  ['settingsApi.createExport', () => settingsApi.createExport(ws, 'csv', null)],
  ['settingsApi.imports', () => settingsApi.imports(ws)],
  ['settingsApi.createImport', () => settingsApi.createImport(ws, { provider: 'github', source: 'acme/web' } as never)],
  ['settingsApi.webhooks', () => settingsApi.webhooks(ws)],
  ['settingsApi.createWebhook', () => settingsApi.createWebhook(ws, 'https://hooks.example.com')],
  ['settingsApi.deleteWebhook', () => settingsApi.deleteWebhook(ws, 'w1'), { emptyBody: true }],
  ['settingsApi.apiTokens', () => settingsApi.apiTokens(ws)],
  ['settingsApi.createApiToken', () => settingsApi.createApiToken(ws, 'CI', 'never' as never)],
  ['settingsApi.deleteApiToken', () => settingsApi.deleteApiToken(ws, 't1'), { emptyBody: true }],
  // A download keeps any 2xx body as bytes, like the deletes that ignore theirs.
  ['downloadFile', () => downloadFile(`/api/workspaces/${ws}/exports/e1/download/`, 'x.csv'), { emptyBody: true }],
];

type Fault = [name: string, respond: () => Response | Promise<Response>, expected: { kind: string; status?: number; message?: string }];

const serverText = (status: number) => `Server says ${status}`;
const FAULTS: Fault[] = [
  ['network error', () => HttpResponse.error(), { kind: 'network' }],
  ['timeout', async () => { await delay('infinite'); return HttpResponse.json({}); }, { kind: 'timeout' }],
  ...[400, 401, 403, 404, 413, 429, 500].map((status): Fault => [
    `${status} with error text`, () => HttpResponse.json({ error: serverText(status) }, { status }), { kind: 'http', status, message: serverText(status) },
  ]),
  ['500 with an HTML body', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), { kind: 'http', status: 500 }],
  ['200 with a non-JSON body', () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), { kind: 'parse' }],
  ['200 with a body of the wrong shape', () => HttpResponse.json({ unexpected: [1, 2, 3] }), { kind: 'shape' }],
];

beforeEach(() => {
  timeoutScale.value = 0.01;
});
afterEach(() => {
  timeoutScale.value = 1;
});

describe('every call × every server failure', () => {
  for (const [faultName, respond, expected] of FAULTS) {
    describe(faultName, () => {
      it.each(CALLS)('%s', async (_name, invoke, opts = {}) => {
        server.use(http.all('*', respond));
        const result = await invoke();
        const bodyIgnored = opts.emptyBody && (expected.kind === 'parse' || expected.kind === 'shape');
        if (opts.fallsBack || bodyIgnored) {
          // The config falls back to documented defaults; delete calls do not read a 200 body.
          expect(result.ok).toBe(true);
          return;
        }
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.kind).toBe(expected.kind);
        if (expected.status) expect(result.error.status).toBe(expected.status);
        if (expected.message) expect(result.error.message).toBe(expected.message);
        expect(result.error.message).toMatch(/\w{3,}/);
        expect(result.error.message).not.toMatch(/undefined|null|\[object/);
      });
    });
  }

  it('recovers on retry once the server answers again', async () => {
    server.use(http.all('*', () => HttpResponse.error(), { once: true }));
    expect((await coreApi.members(ws)).ok).toBe(false);
    expect((await coreApi.members(ws)).ok).toBe(true);
  });
});

/**
 * Failures below HTTP (tests/unit/api/transport-faults.ts): each call settles within its own time
 * limit as a network failure, or a timeout when the connection timed out or stalled. The client
 * never reports a cancel the user did not make.
 */
function expectedTransportKind(fault: TransportFault, xhr: boolean): 'network' | 'timeout' {
  if (fault === 'stalled') return 'timeout';
  return fault === 'timed out' && xhr ? 'timeout' : 'network';
}

describe('every call × every transport failure', () => {
  for (const fault of TRANSPORT_FAULTS) {
    describe(fault, () => {
      let undo: () => void = () => {};
      beforeEach(() => {
        undo = installTransportFault(fault);
      });
      afterEach(() => undo());
      it.each(CALLS)('%s', async (_name, invoke, opts = {}) => {
        // Time limits are scaled by 0.01: 1.2 s for an upload, 150 ms for the rest.
        const result = await settleWithin(invoke(), 5_000);
        expect(result).not.toBe('never settled');
        if (result === 'never settled') return;
        if (opts.fallsBack) {
          expect(result.ok).toBe(true);
          return;
        }
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.kind).toBe(expectedTransportKind(fault, opts.xhr === true));
        expect(result.error.message).toBe(transportMessages[expectedTransportKind(fault, opts.xhr === true)]);
      });
    });
  }
});

describe('the table covers every exported call', () => {
  it('lists each function of each api object', () => {
    const apis = { activitiesApi, labelsApi, aiApi, analyticsApi, assetsApi, coreApi, issueDetailApi, issuesApi, linksApi, mediaApi, profileApi, settingsApi };
    const exported = [...Object.entries(apis).flatMap(([api, fns]) => Object.keys(fns).map((fn) => `${api}.${fn}`)), downloadFile.name];
    expect([...new Set(CALLS.map(([name]) => name))].sort()).toEqual(exported.sort());
  });
});
