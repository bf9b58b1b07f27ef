import type { Issue, IssueLite } from '../../src/domain/entities';
import { matchesIssueQuery } from '../../src/domain/issue-search';
import { badRequest, json, noContent, notFound, readJson, route } from '../runtime';
import type { MockDb } from '../db';

export const SEARCH_PAGE_SIZE = 50;

export function toLite(issue: Issue): IssueLite {
  const { id, name, sequence_id, state_id, project_id, project__identifier, state__color } = issue;
  return { id, name, sequence_id, state_id, project_id, project__identifier, state__color };
}

/** Lists drop the description: it can be large and only the issue page reads it. */
function withoutDescription(issue: Issue): Issue {
  return { ...issue, description_html: '' };
}

function workspaceTab(db: MockDb, tab: string): Issue[] | null {
  const me = db.currentUserId;
  const all = db.issues.all();
  switch (tab) {
    case 'all-issues': return all;
    case 'assigned': return all.filter((i) => i.assignee_ids.includes(me));
    case 'created': return all.filter((i) => i.created_by === me);
    case 'subscribed': return all.filter((i) => i.subscriber_ids.includes(me));
    default: return null;
  }
}

export const issueRoutes = [
  route('projectIssues', ({ db, params }) => {
    if (!db.projects.get(params.projectId)) return notFound('Project not found.');
    return json(db.issues.all().filter((i) => i.project_id === params.projectId).map(withoutDescription));
  }, 'issue-list'),

  route('workspaceIssues', ({ db, url }) => {
    const issues = workspaceTab(db, url.searchParams.get('tab') ?? 'all-issues');
    return issues ? json(issues.map(withoutDescription)) : badRequest('Unknown tab.');
  }, 'issue-list'),

  route('issue', ({ db, params }) => {
    const issue = db.issues.get(params.issueId);
    return issue && issue.project_id === params.projectId ? json(issue) : notFound('Issue not found.');
  }),

  route('updateIssue', async ({ db, params, request }) => {
    const issue = db.issues.get(params.issueId);
    if (!issue || issue.project_id !== params.projectId) return notFound('Issue not found.');
    const body = await readJson(request);
    if (!body) return badRequest('The request body must be a JSON object.');
    const patch: Partial<Issue> = {};
    if ('name' in body) {
      if (typeof body.name !== 'string' || !body.name.trim()) return badRequest({ name: ['This field may not be blank.'] });
      if (body.name.length > 255) return badRequest({ name: ['Ensure this field has no more than 255 characters.'] });
      patch.name = body.name.trim();
    }
    if ('description_html' in body) {
      if (typeof body.description_html !== 'string') return badRequest({ description_html: ['Not a valid string.'] });
      patch.description_html = body.description_html;
    }
    patch.updated_at = new Date().toISOString();
    return json(db.issues.update(issue.id, patch));
  }, 'issue-save'),

  route('deleteIssue', ({ db, params }) => {
    const issue = db.issues.get(params.issueId);
    if (!issue || issue.project_id !== params.projectId) return notFound('Issue not found.');
    db.issues.remove(issue.id);
    return noContent();
  }),

  /** Issue search within project issues (SPEC section 7): search, workspace_search and extra parameters. */
  route('searchIssues', ({ db, params, url }) => {
    const q = url.searchParams;
    const search = q.get('search') ?? '';
    const workspaceSearch = q.get('workspace_search') === 'true';
    const pageSize = Math.min(Number(q.get('page_size')) || SEARCH_PAGE_SIZE, 200);
    let pool = db.issues.all();
    if (!workspaceSearch) pool = pool.filter((i) => i.project_id === params.projectId);
    const cycleId = q.get('cycle_id');
    if (cycleId) pool = pool.filter((i) => i.cycle_id !== cycleId);
    const moduleId = q.get('module');
    if (moduleId) pool = pool.filter((i) => !i.module_ids.includes(moduleId));
    const issueId = q.get('issue_id');
    if (issueId) pool = pool.filter((i) => i.id !== issueId);
    const matches = pool.filter((i) => matchesIssueQuery(i, search));
    return json({ results: matches.slice(0, pageSize).map(toLite), total_count: matches.length, next_cursor: null });
  }, 'issue-search'),

  /** Bulk remove issues by ids (SPEC section 7). */
  route('bulkDeleteIssues', async ({ db, params, request }) => {
    const body = await readJson(request);
    const ids = body?.issue_ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
      return badRequest('Issue IDs are required');
    }
    const missing = ids.filter((id) => db.issues.get(id)?.project_id !== params.projectId);
    if (missing.length) return notFound(`Issues not found: ${missing.join(', ')}`);
    for (const id of ids) db.issues.remove(id);
    return json({ message: 'Issues deleted successfully', deleted: ids.length });
  }, 'bulk-delete'),
];
