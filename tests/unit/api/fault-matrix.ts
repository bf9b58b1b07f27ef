import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { httpStatusMessages } from '../../../src/domain/messages';
import { timeoutScale, transportMessages } from '../../../src/api/http';
import { downloadFile } from '../../../src/api/download';
import type { ApiResult } from '../../../src/api/result';
import { activitiesApi, labelsApi } from '../../../src/api/activities';
import { aiApi } from '../../../src/api/ai';
import { analyticsApi } from '../../../src/api/analytics';
import { assetsApi } from '../../../src/api/assets';
import { coreApi } from '../../../src/api/core';
import { issueDetailApi } from '../../../src/api/issue-detail';
import { cyclesModulesApi } from '../../../src/api/cycles-modules';
import { issuesApi } from '../../../src/api/issues';
import { linksApi } from '../../../src/api/links';
import { mediaApi } from '../../../src/api/media';
import { profileApi } from '../../../src/api/profile';
import { settingsApi } from '../../../src/api/settings';
import { installTransportFault, settleWithin, TRANSPORT_FAULTS, type TransportFault } from './transport-faults';

/**
 * Every client call against every way a server fails, for one backend: each resolves (never
 * throws) to a typed failure carrying a readable message — the server's own text when it sent one,
 * else the sentence for its status. The two test files run it for the `spec` and the `plane` build.
 */
export interface CallOptions {
  /** Delete calls do not read a 200 body. */
  emptyBody?: boolean;
  /** The config falls back to documented defaults. */
  fallsBack?: boolean;
  /** The backend has no such call: it never asks the server. */
  unavailable?: boolean;
  /** Answered from the site itself (Plane's project covers). */
  local?: boolean;
  /** Goes through XMLHttpRequest (an upload with progress), whose failures arrive as events. */
  xhr?: boolean;
}
export type Call = [name: string, invoke: () => Promise<ApiResult<unknown>>, opts?: CallOptions];

/** Ids and asset paths in the backend's own form (any string reaches `http.all('*')`, but an asset path must be one the backend recognises). */
export interface CallIds {
  ws: string;
  workspaceId: string;
  project: string;
  issue: string;
  otherIssue: string;
  cycle: string;
  module: string;
  link: string;
  userAssetUrl: string;
  editorAssetPath: string;
}

/** The `plane` build's ids and asset paths: a workspace slug, UUIDs, Plane's asset routes. */
export const PLANE_CALL_IDS: CallIds = {
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
};

const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

export function faultCalls(ids: CallIds, differs: Record<string, CallOptions> = {}): Call[] {
  const { ws, project: p } = ids;
  const issueOwner = { kind: 'issue' as const, workspaceSlug: ws, projectId: p, issueId: ids.issue };
  const cycle = { kind: 'cycle' as const, workspaceSlug: ws, projectId: p, cycleId: ids.cycle };
  const calls: Call[] = [
    ['activitiesApi.page', () => activitiesApi.page({ kind: 'workspace', workspaceSlug: ws })],
    ['activitiesApi.page (user)', () => activitiesApi.page({ kind: 'user', workspaceSlug: ws, userId: 'u1' })],
    ['activitiesApi.page (issue)', () => activitiesApi.page(issueOwner)],
    ['labelsApi.list', () => labelsApi.list(ws, p)],
    ['aiApi.ask', () => aiApi.ask(ws, p, { prompt: 'x', task: 'summarise' })],
    ['analyticsApi.distribution', () => analyticsApi.distribution(cycle)],
    ['analyticsApi.distribution (module)', () => analyticsApi.distribution({ kind: 'module', workspaceSlug: ws, projectId: p, moduleId: ids.module })],
    ['analyticsApi.issues', () => analyticsApi.issues(cycle)],
    ['assetsApi.upload', () => assetsApi.upload({ kind: 'user' }, png())],
    ['assetsApi.upload (progress)', () => assetsApi.upload({ kind: 'user' }, png(), { onProgress: () => {} }), { xhr: true }],
    ['assetsApi.upload (workspace)', () => assetsApi.upload({ kind: 'workspace', workspaceSlug: ws, purpose: { use: 'project-cover', projectId: p } }, png())],
    ['assetsApi.deleteUserAsset', () => assetsApi.deleteUserAsset('a1'), { emptyBody: true }],
    ['assetsApi.deleteWorkspaceAsset', () => assetsApi.deleteWorkspaceAsset(ids.workspaceId, 'a1', ws), { emptyBody: true }],
    ['assetsApi.deleteByUrl', () => assetsApi.deleteByUrl({ kind: 'user' }, ids.userAssetUrl, null), { emptyBody: true }],
    ['assetsApi.deleteByPath', () => assetsApi.deleteByPath(ids.editorAssetPath), { emptyBody: true }],
    ['assetsApi.restoreByPath', () => assetsApi.restoreByPath(ids.editorAssetPath), { emptyBody: true }],
    ['coreApi.config', () => coreApi.config(), { fallsBack: true }],
    ['coreApi.me', () => coreApi.me()],
    ['coreApi.workspace', () => coreApi.workspace(ws)],
    ['coreApi.myWorkspaces', () => coreApi.myWorkspaces()],
    ['coreApi.members', () => coreApi.members(ws)],
    ['coreApi.projects', () => coreApi.projects(ws)],
    ['coreApi.project', () => coreApi.project(ws, p)],
    ['coreApi.updateProject', () => coreApi.updateProject(ws, p, { cover_image: '/fixtures/covers/1.svg' })],
    ['issueDetailApi.get', () => issueDetailApi.get(ws, p, ids.issue)],
    ['issueDetailApi.update', () => issueDetailApi.update(ws, p, ids.issue, { description_html: '<p>x</p>' })],
    ['issueDetailApi.remove', () => issueDetailApi.remove(ws, p, ids.issue), { emptyBody: true }],
    ['issueDetailApi.states', () => issueDetailApi.states(ws, p)],
    ['issueDetailApi.labels', () => issueDetailApi.labels(ws, p)],
    ['issuesApi.listProject', () => issuesApi.listProject(ws, p)],
    ['issuesApi.firstOfProject', () => issuesApi.firstOfProject(ws, p, 1)],
    ['issuesApi.workspaceTab', () => issuesApi.workspaceTab(ws, 'assigned')],
    ['issuesApi.search', () => issuesApi.search(ws, p, { search: 'fix', workspaceSearch: false })],
    ['issuesApi.bulkDelete', () => issuesApi.bulkDelete(ws, p, [ids.otherIssue])],
    ['cyclesModulesApi.cycles', () => cyclesModulesApi.cycles(ws, p)],
    ['cyclesModulesApi.modules', () => cyclesModulesApi.modules(ws, p)],
    ['issuesApi.cycle', () => issuesApi.cycle(ws, p, ids.cycle)],
    ['issuesApi.module', () => issuesApi.module(ws, p, ids.module)],
    ['issuesApi.listTarget', () => issuesApi.listTarget(ws, p, { kind: 'cycle', cycleId: ids.cycle })],
    ['issuesApi.addToCycle', () => issuesApi.addToCycle(ws, p, ids.cycle, [ids.otherIssue])],
    ['issuesApi.addToModule', () => issuesApi.addToModule(ws, p, ids.module, [ids.otherIssue])],
    ['issuesApi.addTo', () => issuesApi.addTo(ws, p, { kind: 'module', moduleId: ids.module }, [ids.otherIssue])],
    ['linksApi.list', () => linksApi.list(issueOwner)],
    ['linksApi.create', () => linksApi.create(issueOwner, { url: 'https://a.io', title: '' })],
    ['linksApi.update', () => linksApi.update(issueOwner, ids.link, { url: 'https://a.io', title: '' })],
    ['linksApi.remove', () => linksApi.remove(issueOwner, ids.link), { emptyBody: true }],
    ['mediaApi.unsplash', () => mediaApi.unsplash('mountain')],
    ['mediaApi.projectCovers', () => mediaApi.projectCovers()],
    ['profileApi.updateTheme', () => profileApi.updateTheme(null)],
    ['profileApi.updateAvatar', () => profileApi.updateAvatar(null)],
    ['profileApi.updateWorkspaceLogo', () => profileApi.updateWorkspaceLogo(ws, null)],
    ['profileApi.me', () => profileApi.me()],
    ['profileApi.workspace', () => profileApi.workspace(ws)],
    ['settingsApi.updateWorkspace', () => settingsApi.updateWorkspace(ws, { name: 'Acme' })],
    ['settingsApi.createWorkspace', () => settingsApi.createWorkspace({ name: 'New', slug: 'new-ws', company_size: '2-10', role: 'Engineering lead' })],
    ['settingsApi.exports', () => settingsApi.exports(ws)],
    ['settingsApi.createExport', () => settingsApi.createExport(ws, 'csv', null)],
    ['settingsApi.imports', () => settingsApi.imports(ws)],
    ['settingsApi.createImport', () => settingsApi.createImport(ws, { provider: 'github', repository: 'acme/web' })],
    ['settingsApi.webhooks', () => settingsApi.webhooks(ws)],
    ['settingsApi.createWebhook', () => settingsApi.createWebhook(ws, 'https://hooks.example.com')],
    ['settingsApi.deleteWebhook', () => settingsApi.deleteWebhook(ws, 'w1'), { emptyBody: true }],
    ['settingsApi.apiTokens', () => settingsApi.apiTokens(ws)],
    ['settingsApi.createApiToken', () => settingsApi.createApiToken(ws, 'CI', 'never')],
    ['settingsApi.deleteApiToken', () => settingsApi.deleteApiToken(ws, 't1'), { emptyBody: true }],
    // A download keeps any 2xx body as bytes, like the deletes that ignore theirs.
    ['downloadFile', () => downloadFile(`/api/workspaces/${ws}/exports/e1/download/`, 'x.csv'), { emptyBody: true }],
  ];
  return calls.map(([name, invoke, opts]) => [name, invoke, { ...opts, ...differs[name] }]);
}

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
  // How a real server (Plane, and the proxies in front of it) says it: a code beside a sentence, a code alone, an HTML page.
  ['413 as Plane says it (a code and a sentence)', () => HttpResponse.json({ error: 'REQUEST_BODY_TOO_LARGE', detail: 'The size of the request body exceeds the maximum allowed size.' }, { status: 413 }),
    { kind: 'http', status: 413, message: 'The size of the request body exceeds the maximum allowed size.' }],
  ['429 as Plane says it (a code only)', () => HttpResponse.json({ error_code: 5900, error_message: 'RATE_LIMIT_EXCEEDED' }, { status: 429 }),
    { kind: 'http', status: 429, message: httpStatusMessages.tooManyRequests }],
  ['404 as an HTML page', () => new HttpResponse('<!doctype html><title>Not Found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    { kind: 'http', status: 404, message: httpStatusMessages.notFound }],
  ['502 from a proxy as an HTML page', () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    { kind: 'http', status: 502, message: httpStatusMessages.serverError(502) }],
];

/**
 * Time limits are scaled by 0.01 (1.2 s for an upload, 150 ms for the rest): far above the 5 ms a
 * fault takes to arrive, so the fault always wins. A server or a connection that never answers is
 * ended by the limit alone, whatever it is: 0.001 there, or those two rows would take 30 s a file.
 */
const scaleFor = (fault: string) => (fault === 'timeout' || fault === 'stalled' ? 0.001 : 0.01);

export function runFaultMatrix(calls: Call[]): void {
  // Each fault's describe sets its own scale (scaleFor); this puts the real limits back.
  afterEach(() => {
    timeoutScale.value = 1;
  });

  describe('every call × every server failure', () => {
    for (const [faultName, respond, expected] of FAULTS) {
      describe(faultName, () => {
        beforeEach(() => {
          timeoutScale.value = scaleFor(faultName);
        });
        it.each(calls)('%s', async (_name, invoke, opts = {}) => {
          server.use(http.all('*', respond));
          const result = await invoke();
          if (opts.unavailable) {
            expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
            return;
          }
          const bodyIgnored = opts.emptyBody && (expected.kind === 'parse' || expected.kind === 'shape');
          if (opts.fallsBack || opts.local || bodyIgnored) {
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
  });

  describe('every call × every transport failure', () => {
    for (const fault of TRANSPORT_FAULTS) {
      describe(fault, () => {
        let undo: () => void = () => {};
        beforeEach(() => {
          timeoutScale.value = scaleFor(fault);
          undo = installTransportFault(fault);
        });
        afterEach(() => undo());
        it.each(calls)('%s', async (_name, invoke, opts = {}) => {
          const result = await settleWithin(invoke(), 5_000);
          expect(result).not.toBe('never settled');
          if (result === 'never settled') return;
          if (opts.unavailable) {
            expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
            return;
          }
          if (opts.fallsBack || opts.local) {
            expect(result.ok).toBe(true);
            return;
          }
          expect(result.ok).toBe(false);
          if (result.ok) return;
          const kind = expectedTransportKind(fault, opts.xhr === true);
          expect(result.error.kind).toBe(kind);
          expect(result.error.message).toBe(transportMessages[kind]);
        });
      });
    }
  });
}

/**
 * Failures below HTTP (tests/unit/api/transport-faults.ts): each call settles within its own time
 * limit as a network failure, or a timeout when the connection timed out or stalled. The client
 * never reports a cancel the user did not make.
 */
function expectedTransportKind(fault: TransportFault, xhr: boolean): 'network' | 'timeout' {
  if (fault === 'stalled') return 'timeout';
  return fault === 'timed out' && xhr ? 'timeout' : 'network';
}

/** Every function of every api object, so a new call cannot miss the matrix. */
export const API_OBJECTS = { activitiesApi, labelsApi, aiApi, analyticsApi, assetsApi, coreApi, cyclesModulesApi, issueDetailApi, issuesApi, linksApi, mediaApi, profileApi, settingsApi };
export const EXPORTED_CALLS = [...Object.entries(API_OBJECTS).flatMap(([api, fns]) => Object.keys(fns).map((fn) => `${api}.${fn}`)), downloadFile.name];
