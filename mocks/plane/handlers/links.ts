import type { Link } from '../../../src/domain/link';
import { newId } from '../../runtime';
import { noContent, ok, planeError } from '../errors';
import { planeRoute, readBody, type PlaneContext, type PlaneServer } from '../runtime';
import { issueLink, moduleLink } from '../serialize/issues';
import { nowIso } from '../time';
import { isValidUrl, withScheme } from '../validation';

/**
 * Issue and module links (app/views/issue/link.py, module/base.py:762-789; app/serializers/issue.py:549-597,
 * module.py:156-203). Project members read; admins and members write (ProjectEntityPermission).
 */

type Fields = { url?: string; title?: string | null };

/** The fields a link payload sets, or the serializer's 400; `urlErrors` is where the two serializers differ. */
function readLinkFields(body: Record<string, unknown>, urlRequired: boolean, urlErrors: 'nested' | 'list'): Fields | Response {
  const fields: Fields = {};
  if ('url' in body || urlRequired) {
    const raw = typeof body.url === 'string' ? withScheme(body.url) : body.url;
    if (!isValidUrl(raw)) {
      return planeError.fields(urlErrors === 'nested' ? { url: { error: 'Invalid URL format.' } } : { url: ['Enter a valid URL.'] });
    }
    fields.url = raw;
  }
  if ('title' in body) {
    if (body.title !== null && typeof body.title !== 'string') return planeError.fields({ title: ['Not a valid string.'] });
    if (typeof body.title === 'string' && body.title.length > 255) return planeError.fields({ title: ['Ensure this field has no more than 255 characters.'] });
    fields.title = body.title as string | null;
  }
  return fields;
}

/** A link payload's fields from the request, or the 400 its body or fields earn. */
async function readLink(request: Request, urlRequired: boolean, urlErrors: 'nested' | 'list'): Promise<Fields | Response> {
  const body = await readBody(request);
  return body instanceof Response ? body : readLinkFields(body, urlRequired, urlErrors);
}

function issueOf(ctx: PlaneContext<{ issueId: string }>) {
  const issue = ctx.world.byUuid(ctx.db.issues, ctx.params.issueId);
  return issue && issue.project_id === ctx.project?.id ? issue : undefined;
}

function moduleOf(ctx: PlaneContext<{ moduleId: string }>) {
  const module = ctx.world.byUuid(ctx.db.modules, ctx.params.moduleId);
  return module && module.project_id === ctx.project?.id ? module : undefined;
}

const newestFirst = (a: Link, b: Link) => b.created_at.localeCompare(a.created_at);

export function linkRoutes(server: PlaneServer) {
  return [
    planeRoute(server, 'issueLinks', { permission: 'ProjectEntity' }, (ctx) => {
      const issue = issueOf(ctx);
      const links = issue ? ctx.db.issueLinks.all().filter((l) => l.issue_id === issue.id).sort(newestFirst) : [];
      return ok(links.map((link) => issueLink(ctx.world, ctx.workspace!, link, issue!.project_id)));
    }),

    planeRoute(server, 'createIssueLink', { permission: 'ProjectEntity' }, async (ctx) => {
      const fields = await readLink(ctx.request, true, 'nested');
      if (fields instanceof Response) return fields;
      const issue = issueOf(ctx);
      // The serializer saves with the path's ids whether or not the issue is there; a missing one fails the insert.
      if (!issue) return planeError.error(400, 'The payload is not valid');
      if (ctx.db.issueLinks.all().some((l) => l.issue_id === issue.id && l.url === fields.url)) {
        return planeError.error(400, 'URL already exists for this Issue');
      }
      const link = ctx.db.issueLinks.insert({
        id: newId('link'), issue_id: issue.id, url: fields.url!, title: fields.title ?? null, created_by: ctx.user!.id, created_at: nowIso(),
      });
      return ok(issueLink(ctx.world, ctx.workspace!, link, issue.project_id), 201);
    }, 'link-save'),

    planeRoute(server, 'updateIssueLink', { permission: 'ProjectEntity' }, async (ctx) => {
      const issue = issueOf(ctx);
      const existing = ctx.world.byUuid(ctx.db.issueLinks, ctx.params.linkId);
      if (!issue || existing?.issue_id !== issue.id) return planeError.objectMissing();
      const fields = await readLink(ctx.request, false, 'nested');
      if (fields instanceof Response) return fields;
      if (ctx.db.issueLinks.all().some((l) => l.issue_id === issue.id && l.id !== existing.id && l.url === (fields.url ?? existing.url))) {
        return planeError.error(400, 'URL already exists for this Issue');
      }
      const link = ctx.db.issueLinks.update(existing.id, fields)!;
      ctx.world.x.edits.set(link.id, { at: nowIso(), by: ctx.user!.id });
      return ok(issueLink(ctx.world, ctx.workspace!, link, issue.project_id));
    }, 'link-save'),

    planeRoute(server, 'deleteIssueLink', { permission: 'ProjectEntity' }, (ctx) => {
      const issue = issueOf(ctx);
      const existing = ctx.world.byUuid(ctx.db.issueLinks, ctx.params.linkId);
      if (!issue || existing?.issue_id !== issue.id) return planeError.objectMissing();
      ctx.db.issueLinks.remove(existing.id);
      return noContent();
    }, 'link-save'),

    planeRoute(server, 'moduleLinks', { permission: 'ProjectEntity' }, (ctx) => {
      const module = moduleOf(ctx);
      const links = module ? [...module.link_module].sort(newestFirst) : [];
      return ok(links.map((link) => moduleLink(ctx.world, ctx.workspace!, link, module!.project_id, module!.id)));
    }),

    /** A `URLField` here: a bad URL is DRF's list; a duplicate is the serializer's own text. */
    planeRoute(server, 'createModuleLink', { permission: 'ProjectEntity' }, async (ctx) => {
      const fields = await readLink(ctx.request, true, 'list');
      if (fields instanceof Response) return fields;
      const module = moduleOf(ctx);
      if (!module) return planeError.error(400, 'The payload is not valid');
      if (module.link_module.some((l) => l.url === fields.url)) return planeError.error(400, 'URL already exists.');
      const link: Link = { id: newId('mlink'), url: fields.url!, title: fields.title ?? null, created_by: ctx.user!.id, created_at: nowIso() };
      ctx.db.modules.update(module.id, { link_module: [...module.link_module, link] });
      return ok(moduleLink(ctx.world, ctx.workspace!, link, module.project_id, module.id), 201);
    }, 'link-save'),

    /** `url` is required even here: the serializer validates it on every update (app/serializers/module.py:194-203). */
    planeRoute(server, 'updateModuleLink', { permission: 'ProjectEntity' }, async (ctx) => {
      const module = moduleOf(ctx);
      const linkId = ctx.world.ids.specId(ctx.params.linkId);
      const existing = module?.link_module.find((l) => l.id === linkId);
      if (!module || !existing) return planeError.objectMissing();
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      if (!('url' in body)) return planeError.error(400, 'Invalid URL format.');
      const fields = readLinkFields(body, true, 'list');
      if (fields instanceof Response) return fields;
      if (module.link_module.some((l) => l.id !== existing.id && l.url === fields.url)) return planeError.error(400, 'URL already exists for this Issue');
      const updated = { ...existing, ...fields } as Link;
      ctx.db.modules.update(module.id, { link_module: module.link_module.map((l) => (l.id === existing.id ? updated : l)) });
      ctx.world.x.edits.set(updated.id, { at: nowIso(), by: ctx.user!.id });
      return ok(moduleLink(ctx.world, ctx.workspace!, updated, module.project_id, module.id));
    }, 'link-save'),

    planeRoute(server, 'deleteModuleLink', { permission: 'ProjectEntity' }, (ctx) => {
      const module = moduleOf(ctx);
      const linkId = ctx.world.ids.specId(ctx.params.linkId);
      const existing = module?.link_module.find((l) => l.id === linkId);
      if (!module || !existing) return planeError.objectMissing();
      ctx.db.modules.update(module.id, { link_module: module.link_module.filter((l) => l.id !== existing.id) });
      return noContent();
    }, 'link-save'),
  ];
}
