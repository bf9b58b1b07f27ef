import type { Link } from '../../src/domain/link';
import { badRequest, json, newId, noContent, notFound, readJson, route } from '../runtime';
import type { MockDb } from '../db';

/**
 * Server-side link validation, stricter than the form: the URL must parse with a host, so a
 * payload the client lets through (e.g. "https://") gets a 400 with an error text.
 */
function validateLinkPayload(body: Record<string, unknown> | null, partial: boolean):
  | { ok: true; value: { url?: string; title?: string | null } }
  | { ok: false; response: Response } {
  if (!body) return { ok: false, response: badRequest('The request body must be a JSON object.') };
  const value: { url?: string; title?: string | null } = {};
  if (!partial || 'url' in body) {
    const url = body.url;
    if (typeof url !== 'string' || !url.trim()) return { ok: false, response: badRequest({ url: ['This field is required.'] }) };
    let parsed: URL | null;
    try {
      parsed = new URL(url.trim());
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || !parsed.hostname.includes('.')) {
      return { ok: false, response: badRequest({ url: ['Enter a valid URL.'] }) };
    }
    value.url = url.trim();
  }
  if ('title' in body) {
    const title = body.title;
    if (title !== null && typeof title !== 'string') return { ok: false, response: badRequest({ title: ['Not a valid string.'] }) };
    if (typeof title === 'string' && title.length > 255) {
      return { ok: false, response: badRequest({ title: ['Ensure this field has no more than 255 characters.'] }) };
    }
    value.title = typeof title === 'string' && title.trim() ? title.trim() : null;
  }
  return { ok: true, value };
}

function newLink(db: MockDb, value: { url?: string; title?: string | null }): Link {
  return { id: newId('link'), url: value.url!, title: value.title ?? null, created_by: db.currentUserId, created_at: new Date().toISOString() };
}

export const linkRoutes = [
  route('issueLinks', ({ db, params }) => {
    if (!db.issues.get(params.issueId)) return notFound('Issue not found.');
    return json(db.issueLinks.all().filter((l) => l.issue_id === params.issueId).map(({ issue_id: _i, ...link }) => link));
  }),
  route('createIssueLink', async ({ db, params, request }) => {
    if (!db.issues.get(params.issueId)) return notFound('Issue not found.');
    const parsed = validateLinkPayload(await readJson(request), false);
    if (!parsed.ok) return parsed.response;
    const link = newLink(db, parsed.value);
    db.issueLinks.insert({ ...link, issue_id: params.issueId });
    return json(link, 201);
  }, 'link-save'),
  route('updateIssueLink', async ({ db, params, request }) => {
    const existing = db.issueLinks.get(params.linkId);
    if (!existing || existing.issue_id !== params.issueId) return notFound('Link not found.');
    const parsed = validateLinkPayload(await readJson(request), true);
    if (!parsed.ok) return parsed.response;
    const { issue_id: _i, ...link } = db.issueLinks.update(existing.id, parsed.value)!;
    return json(link);
  }, 'link-save'),
  route('deleteIssueLink', ({ db, params }) => {
    const existing = db.issueLinks.get(params.linkId);
    if (!existing || existing.issue_id !== params.issueId) return notFound('Link not found.');
    db.issueLinks.remove(existing.id);
    return noContent();
  }, 'link-save'),

  route('moduleLinks', ({ db, params }) => {
    const module = db.modules.get(params.moduleId);
    return module ? json(module.link_module) : notFound('Module not found.');
  }),
  route('createModuleLink', async ({ db, params, request }) => {
    const module = db.modules.get(params.moduleId);
    if (!module) return notFound('Module not found.');
    const parsed = validateLinkPayload(await readJson(request), false);
    if (!parsed.ok) return parsed.response;
    const link = newLink(db, parsed.value);
    db.modules.update(module.id, { link_module: [...module.link_module, link] });
    return json(link, 201);
  }, 'link-save'),
  route('updateModuleLink', async ({ db, params, request }) => {
    const module = db.modules.get(params.moduleId);
    const existing = module?.link_module.find((l) => l.id === params.linkId);
    if (!module || !existing) return notFound('Link not found.');
    const parsed = validateLinkPayload(await readJson(request), true);
    if (!parsed.ok) return parsed.response;
    const updated = { ...existing, ...parsed.value } as Link;
    db.modules.update(module.id, { link_module: module.link_module.map((l) => (l.id === updated.id ? updated : l)) });
    return json(updated);
  }, 'link-save'),
  route('deleteModuleLink', ({ db, params }) => {
    const module = db.modules.get(params.moduleId);
    if (!module || !module.link_module.some((l) => l.id === params.linkId)) return notFound('Link not found.');
    db.modules.update(module.id, { link_module: module.link_module.filter((l) => l.id !== params.linkId) });
    return noContent();
  }, 'link-save'),
];
