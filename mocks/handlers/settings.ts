import type { WorkspaceApiToken, WorkspaceExport, WorkspaceImport, WorkspaceWebhook } from '../../src/domain/entities';
import { COMPANY_SIZE_OPTIONS, EXPORT_FORMATS, IMPORT_PROVIDERS, ROLE_OPTIONS, type ExportFormat } from '../../src/domain/constants';
import { EXPORT_COLUMNS, EXPORT_CONTENT_TYPES, exportFileName, exportRows, toCsv, toJson } from '../../src/domain/export-file';
import { GITHUB_REPO, JIRA_KEY, slugMessage, WORKSPACE_NAME_MAX } from '../../src/domain/settings';
import { isHttpUrl } from '../../src/domain/url';
import { badRequest, json, newId, noContent, notFound, readJson, route, type RouteContext } from '../runtime';
import type { MockDb, Table } from '../db';
import { buildPath } from '../../src/domain/api-routes';
import { DEFAULT_SCENARIO_NAME, SCENARIO_PARAM } from '../../src/domain/scenarios';
import { MOCK_ROUTES } from '../own-routes';
import { imageField } from './profile';

/*
 * The mock database declares small settings tables; the records this API answers with carry a few
 * more fields, so the handlers read and write them through these typed views.
 */
const exportsOf = (db: MockDb) => db.exports as unknown as Table<WorkspaceExport>;
const importsOf = (db: MockDb) => db.imports as unknown as Table<WorkspaceImport>;
const webhooksOf = (db: MockDb) => db.webhooks as unknown as Table<WorkspaceWebhook>;
const tokensOf = (db: MockDb) => db.apiTokens as unknown as Table<WorkspaceApiToken>;

/** An import "runs" for this long before it shows as completed. */
export const IMPORT_RUN_MS = 2000;

const newest = <T extends { created_at: string }>(rows: T[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));

function workspaceOr404(ctx: RouteContext) {
  return ctx.db.workspace.all().find((w) => w.slug === ctx.params.slug);
}

/** A settings list: the workspace's records, newest first (none in the scenario of an empty workspace). */
function newestOf<T extends { id: string; created_at: string }>(ctx: RouteContext, table: (db: MockDb) => Table<T>) {
  if (!workspaceOr404(ctx)) return notFound('Workspace not found.');
  return json(ctx.empty ? [] : newest(table(ctx.db).all()));
}

/** What a settings write reads first: the workspace must exist, and the body be a JSON object. */
async function workspaceBody(ctx: RouteContext): Promise<Record<string, unknown> | Response> {
  if (!workspaceOr404(ctx)) return notFound('Workspace not found.');
  return (await readJson(ctx.request)) ?? badRequest('The request body must be a JSON object.');
}

/** A text field as the forms send it: trimmed, and empty when missing or not a string. */
const textOf = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? body[key].trim() : '');

function exportIssues(db: MockDb, projectIds: string[] | null) {
  const issues = db.issues.all().filter((i) => projectIds === null || projectIds.includes(i.project_id));
  return exportRows({ issues, projects: db.projects.all(), users: db.users.all(), labels: db.labels.all() });
}

export async function exportBody(db: MockDb, format: ExportFormat, projectIds: string[] | null): Promise<ArrayBuffer | string> {
  const rows = exportIssues(db, projectIds);
  if (format === 'csv') return toCsv(rows);
  if (format === 'json') return toJson(rows);
  const header = EXPORT_COLUMNS.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const data = [header, ...rows.map((row) => EXPORT_COLUMNS.map((c) => ({ value: row[c.key], type: String })))];
  // The spreadsheet writer loads with the first xlsx export, not with the mock backend every page starts.
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(data, { columns: EXPORT_COLUMNS.map((c) => ({ width: c.key === 'name' ? 48 : 16 })) }).toBlob();
  // Bytes, not the Blob: every runtime's Response accepts an ArrayBuffer (jsdom's Blob cannot stream).
  return blob.arrayBuffer();
}

function tokenSecret(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `plane_api_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const EXPIRY_DAYS: Record<string, number | null> = { never: null, '7': 7, '30': 30, '90': 90 };

/**
 * Renaming the workspace and setting its logo, one PATCH as in the reference product. The logo
 * follows the profile's image rules: null or "" clears it, otherwise an http(s) URL or a site path.
 */
export const workspaceUpdateRoutes = [
  route('updateWorkspace', async (ctx) => {
    const workspace = workspaceOr404(ctx);
    if (!workspace) return notFound('Workspace not found.');
    const body = await readJson(ctx.request);
    if (!body) return badRequest('The request body must be a JSON object.');
    if (!('name' in body) && !('logo' in body)) return badRequest({ logo: ['This field is required.'] });
    const patch: { name?: string; logo?: string | null } = {};
    if ('name' in body) {
      if (typeof body.name !== 'string' || !body.name.trim()) return badRequest({ name: ['This field may not be blank.'] });
      if (body.name.trim().length > WORKSPACE_NAME_MAX) return badRequest({ name: [`Ensure this field has no more than ${WORKSPACE_NAME_MAX} characters.`] });
      patch.name = body.name.trim();
    }
    if ('logo' in body) {
      const logo = imageField(body.logo);
      if (!logo.ok) return badRequest({ logo: ['Enter a valid URL.'] });
      patch.logo = logo.value;
    }
    return json(ctx.db.workspace.update(workspace.id, patch));
  }),
];

/** Workspace settings: creating workspaces, exports, imports, webhooks and API tokens. */
export const settingsRoutes = [
  route('createWorkspace', async ({ db, request }) => {
    const body = await readJson(request);
    if (!body) return badRequest('The request body must be a JSON object.');
    const errors: Record<string, string[]> = {};
    const name = textOf(body, 'name');
    if (!name) errors.name = ['This field may not be blank.'];
    else if (name.length > WORKSPACE_NAME_MAX) errors.name = [`Ensure this field has no more than ${WORKSPACE_NAME_MAX} characters.`];
    const slug = textOf(body, 'slug');
    const slugProblem = slugMessage(slug);
    if (slugProblem) errors.slug = [slugProblem];
    else if (db.workspace.all().some((w) => w.slug === slug)) errors.slug = ['This workspace URL is already taken.'];
    if (!(COMPANY_SIZE_OPTIONS as readonly unknown[]).includes(body.company_size)) errors.company_size = ['Select a valid choice.'];
    if (!(ROLE_OPTIONS as readonly unknown[]).includes(body.role)) errors.role = ['Select a valid choice.'];
    if (Object.keys(errors).length) return badRequest(errors);
    return json(db.workspace.insert({ id: newId('ws'), slug, name, logo: null }), 201);
  }),

  route('exports', (ctx) => newestOf(ctx, exportsOf), 'export'),

  route('createExport', async (ctx) => {
    const body = await workspaceBody(ctx);
    if (body instanceof Response) return body;
    const format = body.format;
    if (!(EXPORT_FORMATS as readonly unknown[]).includes(format)) return badRequest({ format: [`"${String(format)}" is not a valid choice.`] });
    let projectIds: string[] | null = null;
    if (body.project_ids !== undefined && body.project_ids !== null) {
      const ids = body.project_ids;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
        return badRequest({ project_ids: ['Select at least one project.'] });
      }
      const unknown = ids.filter((id) => !ctx.db.projects.get(id));
      if (unknown.length) return notFound(`Projects not found: ${unknown.join(', ')}`);
      projectIds = ids as string[];
    }
    const rows = exportIssues(ctx.db, projectIds).length;
    if (rows === 0) return badRequest({ project_ids: ['There are no issues to export.'] });
    const now = new Date();
    const id = newId('export');
    // Like a signed storage URL, the link carries what it needs (the QA scenario) to be fetched on its own.
    const scenario = ctx.scenario.name === DEFAULT_SCENARIO_NAME ? '' : `?${SCENARIO_PARAM}=${encodeURIComponent(ctx.scenario.name)}`;
    const record: WorkspaceExport = {
      id, format: format as ExportFormat, project_ids: projectIds, rows,
      file_name: exportFileName(ctx.params.slug, format as ExportFormat, now),
      url: `${buildPath(MOCK_ROUTES.exportDownload.path, { slug: ctx.params.slug, exportId: id })}${scenario}`,
      created_at: now.toISOString(), created_by: ctx.db.currentUserId,
    };
    return json(exportsOf(ctx.db).insert(record), 201);
  }, 'export'),

  route('exportDownload', async ({ db, params }) => {
    const record = exportsOf(db).get(params.exportId);
    if (!record) return notFound('Export not found.');
    const body = await exportBody(db, record.format, record.project_ids);
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': EXPORT_CONTENT_TYPES[record.format],
        'Content-Disposition': `attachment; filename="${record.file_name}"`,
      },
    });
  }, 'export'),

  route('imports', (ctx) => {
    if (!workspaceOr404(ctx)) return notFound('Workspace not found.');
    const now = Date.now();
    const rows = newest(importsOf(ctx.db).all()).map((job) =>
      job.status === 'queued' && now - Date.parse(job.created_at) >= IMPORT_RUN_MS ? { ...job, status: 'completed' as const } : job,
    );
    return json(ctx.empty ? [] : rows);
  }),

  route('createImport', async (ctx) => {
    const body = await workspaceBody(ctx);
    if (body instanceof Response) return body;
    const provider = body.provider;
    if (!(IMPORT_PROVIDERS as readonly unknown[]).includes(provider)) return badRequest({ provider: ['Select a valid provider.'] });
    let source: string;
    if (provider === 'github') {
      const repository = textOf(body, 'repository');
      if (!GITHUB_REPO.test(repository)) return badRequest({ repository: ['Enter the repository as owner/name.'] });
      source = repository;
    } else {
      const site = textOf(body, 'site');
      const key = textOf(body, 'project_key');
      const email = textOf(body, 'email');
      if (!/^https:\/\//i.test(site) || !isHttpUrl(site)) return badRequest({ site: ['Enter a valid https URL.'] });
      if (!JIRA_KEY.test(key)) return badRequest({ project_key: ['Enter a valid Jira project key.'] });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return badRequest({ email: ['Enter a valid email address.'] });
      source = `${new URL(site).host} ${key}`;
    }
    const job: WorkspaceImport = {
      id: newId('import'), provider: provider as WorkspaceImport['provider'], source, status: 'queued',
      created_at: new Date().toISOString(), created_by: ctx.db.currentUserId,
    };
    return json(importsOf(ctx.db).insert(job), 201);
  }),

  route('webhooks', (ctx) => newestOf(ctx, webhooksOf)),

  route('createWebhook', async (ctx) => {
    const body = await workspaceBody(ctx);
    if (body instanceof Response) return body;
    const url = textOf(body, 'url');
    if (!url) return badRequest({ url: ['This field is required.'] });
    if (!isHttpUrl(url) || !new URL(url).hostname.includes('.')) return badRequest({ url: ['Enter a valid URL.'] });
    if (webhooksOf(ctx.db).all().some((w) => w.url === url)) return badRequest({ url: ['A webhook with this URL already exists.'] });
    return json(webhooksOf(ctx.db).insert({ id: newId('webhook'), url, created_at: new Date().toISOString() }), 201);
  }),

  route('deleteWebhook', ({ db, params }) =>
    webhooksOf(db).remove(params.webhookId) ? noContent() : notFound('Webhook not found.'),
  ),

  route('apiTokens', (ctx) => newestOf(ctx, tokensOf)),

  route('createApiToken', async (ctx) => {
    const body = await workspaceBody(ctx);
    if (body instanceof Response) return body;
    const label = textOf(body, 'label');
    if (!label) return badRequest({ label: ['This field may not be blank.'] });
    if (label.length > 255) return badRequest({ label: ['Ensure this field has no more than 255 characters.'] });
    const expiry = typeof body.expiry === 'string' ? body.expiry : 'never';
    if (!(expiry in EXPIRY_DAYS)) return badRequest({ expiry: ['Select a valid choice.'] });
    const days = EXPIRY_DAYS[expiry];
    const token = tokenSecret();
    const record: WorkspaceApiToken = {
      id: newId('token'), label, created_at: new Date().toISOString(),
      expired_at: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
      last_four: token.slice(-4),
    };
    // The secret is answered once and never stored.
    tokensOf(ctx.db).insert(record);
    return json({ ...record, token }, 201);
  }),

  route('deleteApiToken', ({ db, params }) =>
    tokensOf(db).remove(params.tokenId) ? noContent() : notFound('API token not found.'),
  ),
];
