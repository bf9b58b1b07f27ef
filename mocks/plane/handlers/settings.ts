import { randomBytes, randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { exportBody } from '../../handlers/settings';
import { writeAnswer } from '../../ai-writer';
import { noContent, ok, planeError } from '../errors';
import { envelope, readPage } from '../paginate';
import { ADMINS, planeRoute, readBody, WRITERS, type PlaneContext, type PlaneServer } from '../runtime';
import { projectLite, workspaceLite } from '../serialize/workspace';
import { exportRow, webhookRow } from '../serialize/settings';
import { nowIso } from '../time';
import { isValidUrl } from '../validation';
import type { PlaneExport } from '../world';

/** Exports, webhooks and the AI assistant (app/views/exporter/base.py, webhook/base.py, external/base.py:148-181). */

const PROVIDERS = ['csv', 'xlsx', 'json'] as const;
/** How long the export's background task "runs" before the list shows it completed. */
export const EXPORT_RUN_MS = 1000;
/** The export link is a presigned GET valid for 7 days (bgtasks/export_task.py:42-124). */
const EXPORT_LINK_S = 7 * 24 * 3600;
const WEBHOOK_FLAGS = ['project', 'issue', 'module', 'cycle', 'issue_comment'] as const;

/** Hosts a webhook may not point at: loopback, private ranges, and the server's own host (SSRF guard; no DNS lookups here). */
function disallowedHost(hostname: string, ownHost: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === ownHost || host === '::1'
    || /^(127|10)\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host) || /^169\.254\./.test(host) || host === '0.0.0.0';
}

/** The ZIP Plane's export task uploads: one file for the workspace, or one per project with `multiple`. */
async function buildExport(ctx: PlaneContext<unknown>, job: PlaneExport, slug: string, multiple: boolean): Promise<Uint8Array> {
  const specIds = job.projects.map((uuid) => ctx.world.ids.specId(uuid)).filter((id): id is string => Boolean(id));
  const groups = multiple ? specIds.map((id) => [id]) : [specIds];
  const files: Record<string, Uint8Array> = {};
  for (const group of groups) {
    const content = await exportBody(ctx.db, job.provider, group);
    const name = multiple ? `${slug}-${ctx.world.uuid(group[0])}` : `${slug}-${ctx.world.uuid(job.workspace_id)}`;
    files[`${name}.${job.provider}`] = typeof content === 'string' ? strToU8(content) : new Uint8Array(content);
  }
  return zipSync(files);
}

export function settingsRoutes(server: PlaneServer) {
  return [
    /** Both `per_page` and `cursor` are required here, unlike every other list. */
    planeRoute(server, 'exports', { allow: { roles: WRITERS, level: 'WORKSPACE' } }, ({ world, workspace, url, empty }) => {
      if (!url.searchParams.get('per_page') || !url.searchParams.get('cursor')) return planeError.error(400, 'per_page and cursor are required');
      const page = readPage(url);
      if (page instanceof Response) return page;
      const jobs = empty ? [] : world.x.exports.filter((j) => j.workspace_id === workspace!.id).reverse();
      return ok(envelope(jobs.map((job) => exportRow(world, job)), page));
    }, 'export'),

    /** Answers a message only; a background task builds the ZIP and the list shows it when it is done. */
    planeRoute(server, 'createExport', { allow: { roles: WRITERS, level: 'WORKSPACE' } }, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const provider = PROVIDERS.find((p) => p === body.provider);
      if (!provider) return planeError.error(400, `Provider '${String(body.provider ?? false)}' not found.`);
      const workspace = ctx.workspace!;
      const requested = Array.isArray(body.project) ? body.project.filter((p): p is string => typeof p === 'string') : [];
      const projects = requested.length ? requested : ctx.world.projectsOf(workspace).map((p) => ctx.world.uuid(p.id));
      const token = randomBytes(24).toString('hex');
      const slug = ctx.world.slugOf(workspace);
      const job: PlaneExport = {
        id: randomUUID(), workspace_id: workspace.id, projects, provider, token, initiated_by: ctx.user!.id, created_at: nowIso(),
        ready_at: Date.now() + EXPORT_RUN_MS, url: null,
      };
      const key = `${ctx.world.uuid(workspace.id)}/export-${slug}-${token.slice(0, 6)}-${job.created_at.slice(0, 10)}.zip`;
      ctx.server.storage.putDirect(key, Buffer.from(await buildExport(ctx, job, slug, body.multiple === true)), 'application/zip');
      job.url = ctx.server.storage.presignGet(ctx.url.origin, key, 'attachment', EXPORT_LINK_S);
      ctx.world.x.exports.push(job);
      return ok({ message: 'Once the export is ready you will be able to download it' });
    }, 'export'),

    planeRoute(server, 'webhooks', { allow: { roles: ADMINS, level: 'WORKSPACE' } }, ({ world, workspace }) =>
      ok(world.x.webhooks.filter((h) => h.workspace_id === workspace!.id).map((h) => webhookRow(world, workspace!, h)))),

    planeRoute(server, 'createWebhook', { allow: { roles: ADMINS, level: 'WORKSPACE' } }, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      if (!isValidUrl(body.url)) return planeError.fields({ url: ['Enter a valid URL.'] });
      if (disallowedHost(new URL(body.url).hostname, ctx.url.hostname)) return ok({ url: 'Invalid or disallowed webhook URL.' }, 400);
      const workspace = ctx.workspace!;
      if (ctx.world.x.webhooks.some((h) => h.workspace_id === workspace.id && h.url === body.url)) {
        return planeError.error(409, 'URL already exists for the workspace');
      }
      const flags = Object.fromEntries(WEBHOOK_FLAGS.map((f) => [f, body[f] === true])) as Record<(typeof WEBHOOK_FLAGS)[number], boolean>;
      const hook = {
        id: randomUUID(), workspace_id: workspace.id, url: body.url, secret_key: `plane_wh_${randomBytes(16).toString('hex')}`, flags,
        created_by: ctx.user!.id, created_at: nowIso(),
      };
      ctx.world.x.webhooks.push(hook);
      return ok(webhookRow(ctx.world, workspace, hook), 201);
    }),

    planeRoute(server, 'deleteWebhook', { allow: { roles: ADMINS, level: 'WORKSPACE' } }, ({ world, workspace, params }) => {
      const index = world.x.webhooks.findIndex((h) => h.id === params.webhookId.toLowerCase() && h.workspace_id === workspace!.id);
      if (index < 0) return planeError.objectMissing();
      world.x.webhooks.splice(index, 1);
      return noContent();
    }),

    /** Admins and members; the LLM here is the mock's deterministic writer, and Plane never answers 429. */
    planeRoute(server, 'aiAssistant', { allow: { roles: WRITERS, level: 'PROJECT' } }, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const task = typeof body.task === 'string' ? body.task : '';
      if (!task) return planeError.error(400, 'Task is required');
      const prompt = typeof body.prompt === 'string' ? body.prompt : '';
      const answer = ctx.empty ? { response: '', response_html: '' } : writeAnswer(prompt, task);
      return ok({ ...answer, project_detail: projectLite(ctx.world, ctx.project!), workspace_detail: workspaceLite(ctx.world, ctx.workspace!) });
    }, 'ai'),
  ];
}
