import type { Issue, Project, State, Workspace } from '../../../src/domain/entities';
import type { IssueLink, StoredUser } from '../../db';
import type { Link } from '../../../src/domain/link';
import { utc, zoned } from '../time';
import type { PlaneWorld } from '../world';
import { userLite } from './people';

/**
 * Issues and links (utils/grouper.py:issue_on_results, app/serializers/issue.py, view.py,
 * module.py). Lists come from `.values()` (UTC), the detail from a serializer (the caller's zone).
 */

/**
 * Counts that come from a grouped subquery are null when there is nothing to count in the project
 * list and the detail; the cycle, module and workspace lists count with `Func(Count)` and answer 0
 * (fixtures/plane/README.md, rule 3).
 */
export type CountStyle = 'null-when-none' | 'zero';

const count = (n: number, style: CountStyle) => (n === 0 && style === 'null-when-none' ? null : n);

function columns(w: PlaneWorld, issue: Issue, style: CountStyle) {
  const links = w.db.issueLinks.all().filter((l) => l.issue_id === issue.id).length;
  const edit = w.x.edits.get(issue.id);
  return {
    id: w.uuid(issue.id),
    name: issue.name,
    state_id: w.uuid(issue.state_id),
    sort_order: 65535 + (issue.sequence_id - 1) * 10000,
    completed_at: issue.state__group === 'completed' ? issue.updated_at : null,
    estimate_point: null,
    priority: issue.priority,
    start_date: issue.start_date,
    target_date: issue.target_date,
    sequence_id: issue.sequence_id,
    project_id: w.uuid(issue.project_id),
    parent_id: null,
    cycle_id: w.uuidOrNull(issue.cycle_id),
    sub_issues_count: count(0, style),
    created_at: issue.created_at,
    updated_at: edit?.at ?? issue.updated_at,
    created_by: w.uuid(issue.created_by),
    updated_by: edit ? w.uuid(edit.by) : null,
    attachment_count: count(0, style),
    link_count: count(links, style),
    is_draft: false,
    archived_at: null,
    assignee_ids: issue.assignee_ids.map((id) => w.uuid(id)),
    label_ids: issue.label_ids.map((id) => w.uuid(id)),
    module_ids: issue.module_ids.map((id) => w.uuid(id)),
  };
}

/** One row of an issue list: no description, no identifier, no state name or colour; `state__group` only. */
export function issueRow(w: PlaneWorld, issue: Issue, style: CountStyle) {
  const c = columns(w, issue, style);
  const completed = c.completed_at ? utc(c.completed_at) : null;
  return { ...c, completed_at: completed, created_at: utc(c.created_at), updated_at: utc(c.updated_at), state__group: issue.state__group };
}

/** `IssueDetailSerializer` (GET P/issues/{id}/): the caller's zone, the description, `is_subscribed`. */
export function issueDetail(w: PlaneWorld, issue: Issue, user: StoredUser) {
  const c = columns(w, issue, 'null-when-none');
  return {
    ...c,
    completed_at: c.completed_at ? zoned(c.completed_at) : null,
    created_at: zoned(c.created_at),
    updated_at: zoned(c.updated_at),
    description_html: issue.description_html || '<p></p>',
    is_subscribed: issue.subscriber_ids.includes(user.id),
  };
}

/** A `search-issues/` row (app/views/search/issue.py:146-161): names, no `state_id`. */
export function searchRow(w: PlaneWorld, workspace: Workspace, issue: Issue, project: Project, state: State | undefined) {
  return {
    name: issue.name,
    id: w.uuid(issue.id),
    start_date: issue.start_date,
    sequence_id: issue.sequence_id,
    project__name: project.name,
    project__identifier: project.identifier,
    project_id: w.uuid(project.id),
    workspace__slug: w.slugOf(workspace),
    state__name: state?.name ?? issue.state__name,
    state__group: state?.group ?? issue.state__group,
    state__color: state?.color ?? issue.state__color,
  };
}

function linkColumns(w: PlaneWorld, workspace: Workspace, link: Link, projectId: string) {
  const edit = w.x.edits.get(link.id);
  return {
    id: w.uuid(link.id),
    created_at: zoned(link.created_at),
    updated_at: zoned(edit?.at ?? link.created_at),
    deleted_at: null,
    title: link.title,
    url: link.url,
    metadata: {},
    created_by: w.uuidOrNull(link.created_by),
    updated_by: edit ? w.uuid(edit.by) : null,
    project: w.uuid(projectId),
    workspace: w.uuid(workspace.id),
  };
}

/** `IssueLinkSerializer`: every IssueLink column plus the author. */
export function issueLink(w: PlaneWorld, workspace: Workspace, link: IssueLink, projectId: string) {
  const author = w.db.users.get(link.created_by ?? '');
  const { id, ...rest } = linkColumns(w, workspace, link, projectId);
  return { id, created_by_detail: author ? userLite(w, author) : null, ...rest, issue: w.uuid(link.issue_id) };
}

/** `ModuleLinkSerializer`: the columns, no author detail. */
export function moduleLink(w: PlaneWorld, workspace: Workspace, link: Link, projectId: string, moduleId: string) {
  return { ...linkColumns(w, workspace, link, projectId), module: w.uuid(moduleId) };
}
