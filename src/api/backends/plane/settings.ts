import type { WorkspaceApiToken, WorkspaceExport, WorkspaceWebhook } from '../../../domain/entities';
import type { ApiTokenExpiry } from '../../../domain/settings';
import { backendMessages } from '../../../domain/messages';
import { arrayOf, isNothing, isString, shape } from '../../guards';
import { fail, ok, type ApiResult } from '../../result';
import type { CallOptions } from '../types';
import { carried, mapAnswer, plane, type PlaneCalls } from './client';
import { firstCursor, isPlanePage } from './pagination';
import { isMessage, isPlaneApiToken, isPlaneExport, type PlaneApiToken, type PlaneExport } from './shapes';

const FORMATS = ['csv', 'xlsx', 'json'] as const;

/** The export's file name: the last segment of its (presigned) URL's path. */
export function exportFileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://relative.invalid').pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return '';
  }
}

/**
 * Plane's export history row as the spec's. Only a completed export has a file; Plane does not
 * count the rows (null). Rows of another provider than the spec's three are left out.
 */
export function exportFromPlane(row: PlaneExport): WorkspaceExport | null {
  if (row.status !== 'completed' || !row.url || !(FORMATS as readonly string[]).includes(row.provider)) return null;
  return {
    id: row.id,
    format: row.provider as WorkspaceExport['format'],
    project_ids: row.project.length ? row.project : null,
    rows: null,
    file_name: exportFileName(row.url),
    url: row.url,
    created_at: row.created_at,
    created_by: row.initiated_by ?? '',
  };
}

export const exportsFromPlane = (rows: PlaneExport[]): WorkspaceExport[] => rows.flatMap((row) => exportFromPlane(row) ?? []);

/** `expiry` in days, or "never": Plane takes the moment (`expired_at`) itself. */
export function apiTokenToPlane(label: string, expiry: ApiTokenExpiry, now: Date) {
  const expired_at = expiry === 'never' ? null : new Date(now.getTime() + Number(expiry) * 24 * 60 * 60 * 1000).toISOString();
  return { label, description: '', expired_at };
}

/** Plane answers the secret once, at creation, and never the last four characters of a listed token. */
export function apiTokenFromPlane(token: PlaneApiToken): WorkspaceApiToken {
  const { id, label, created_at, expired_at } = token;
  return token.token ? { id, label, created_at, expired_at, last_four: token.token.slice(-4), token: token.token } : { id, label, created_at, expired_at, last_four: '' };
}

/** How long a new export is waited for, and how often the list is read meanwhile. */
export const EXPORT_WAIT = { timeoutMs: 120_000, everyMs: 2_000 };
const EXPORT_PAGE = 100;
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

function exportHistory(slug: string, options: CallOptions<unknown>): Promise<ApiResult<PlaneExport[]>> {
  // Plane requires both parameters (400 without); the newest come first.
  return mapAnswer(
    plane('exports', { slug }, { query: { per_page: EXPORT_PAGE, cursor: firstCursor(EXPORT_PAGE) }, guard: isPlanePage(isPlaneExport), ...carried(options) }),
    (page) => page.results,
  );
}

/**
 * Plane builds an export in the background and answers only a message: the list is read until a
 * row that was not there before is completed (or failed), for up to two minutes.
 */
async function createExport(slug: string, options: CallOptions<unknown>): Promise<ApiResult<WorkspaceExport>> {
  const { format, project_ids: projectIds } = (options.json ?? {}) as { format?: string; project_ids?: string[] | null };
  const before = await exportHistory(slug, options);
  if (!before.ok) return before;
  const known = new Set(before.data.map((row) => row.id));
  const started = await plane('createExport', { slug }, {
    json: { provider: format, project: projectIds ?? [], multiple: false }, guard: isMessage, ...carried(options),
  });
  if (!started.ok) return started;
  const deadline = Date.now() + EXPORT_WAIT.timeoutMs;
  while (Date.now() < deadline && !options.signal?.aborted) {
    await wait(EXPORT_WAIT.everyMs, options.signal);
    const rows = await exportHistory(slug, options);
    if (!rows.ok) return rows;
    const fresh = rows.data.find((row) => !known.has(row.id));
    if (fresh?.status === 'failed') return fail({ kind: 'http', status: 500, serverMessage: backendMessages.exportFailed, message: backendMessages.exportFailed });
    const done = fresh ? exportFromPlane(fresh) : null;
    if (done) return ok(done);
  }
  return fail({ kind: 'timeout', message: backendMessages.exportPending });
}

const empty = { guard: isNothing, expectEmpty: true };
const isWebhook = shape<WorkspaceWebhook>({ id: isString, url: isString, created_at: isString });
/** Every event our settings page promises ("an issue, cycle or module changes"); Plane's default is none. */
const WEBHOOK_EVENTS = { project: true, issue: true, module: true, cycle: true, issue_comment: true };

export const settingsCalls: PlaneCalls = {
  exports: {
    uses: ['exports'],
    does: 'Another path (`export-issues/`, `per_page` and `cursor` required); completed exports only, named from their URL; Plane does not count rows.',
    run: ({ slug }, options) => mapAnswer(exportHistory(slug, options), exportsFromPlane),
  },
  createExport: {
    uses: ['exports', 'createExport'],
    does: 'Sends `{provider, project, multiple}`; Plane builds it in the background and answers a message, so the list is read until the new export is completed (two minutes at most). Its file is a presigned ZIP, fetched without cookies.',
    run: ({ slug }, options) => createExport(slug, options),
  },

  webhooks: {
    uses: ['webhooks'],
    does: 'As it is, without the `secret_key` Plane lists.',
    run: ({ slug }, options) =>
      mapAnswer(plane('webhooks', { slug }, { guard: arrayOf(isWebhook), ...carried(options) }), (hooks) => hooks.map(({ id, url, created_at }) => ({ id, url, created_at }))),
  },
  createWebhook: {
    uses: ['createWebhook'],
    does: 'Turns on the events the page promises (issues, cycles, modules, projects, comments): Plane\'s default is none.',
    run: ({ slug }, options) =>
      mapAnswer(
        plane('createWebhook', { slug }, { json: { ...(options.json as object), ...WEBHOOK_EVENTS }, guard: isWebhook, ...carried(options) }),
        ({ id, url, created_at }) => ({ id, url, created_at }),
      ),
  },
  deleteWebhook: {
    uses: ['deleteWebhook'],
    does: 'As it is.',
    run: ({ slug, webhookId }, options) => plane('deleteWebhook', { slug, webhookId }, { ...empty, ...carried(options) }),
  },

  apiTokens: {
    uses: ['apiTokens'],
    does: 'Another path: tokens are the user\'s, not the workspace\'s; Plane never answers a listed token\'s last four.',
    run: (_params, options) => mapAnswer(plane('apiTokens', {}, { guard: arrayOf(isPlaneApiToken), ...carried(options) }), (tokens) => tokens.map(apiTokenFromPlane)),
  },
  createApiToken: {
    uses: ['createApiToken'],
    does: 'The expiry in days becomes `expired_at`; `last_four` from the token, shown once.',
    run: (_params, options) => {
      const { label = '', expiry = 'never' } = (options.json ?? {}) as { label?: string; expiry?: ApiTokenExpiry };
      return mapAnswer(plane('createApiToken', {}, { json: apiTokenToPlane(label, expiry, new Date()), guard: isPlaneApiToken, ...carried(options) }), apiTokenFromPlane);
    },
  },
  deleteApiToken: {
    uses: ['deleteApiToken'],
    does: 'Another path, by id.',
    run: ({ tokenId }, options) => plane('deleteApiToken', { tokenId }, { ...empty, ...carried(options) }),
  },
};
