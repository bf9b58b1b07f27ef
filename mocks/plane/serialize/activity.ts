import type { Activity, Workspace } from '../../../src/domain/entities';
import { epochOf, zoned } from '../time';
import type { PlaneWorld } from '../world';
import { userLite } from './people';
import { projectLite, workspaceLite } from './workspace';

/** `IssueActivitySerializer` (app/serializers/issue.py:332-350): history rows and the user feed. */

/** What Plane's activity task writes into `comment`, by verb (bgtasks/issue_activities_task.py). */
function commentOf(activity: Activity): string {
  if (activity.verb === 'created' && !activity.field) return 'created the issue';
  if (activity.verb === 'deleted' && activity.field === 'issue') return 'deleted the issue';
  return `${activity.verb} the ${activity.field ?? 'issue'}`;
}

/** An identifier is a mock database id when the map knows it; anything else is not an id and stays empty. */
function identifier(w: PlaneWorld, value: string | null): string | null {
  if (!value) return null;
  return w.db.users.get(value) || w.db.labels.get(value) || w.db.cycles.get(value) || w.db.modules.get(value) || w.db.states.get(value)
    ? w.uuid(value)
    : null;
}

function issueFlat(w: PlaneWorld, activity: Activity) {
  const issue = activity.issue ? w.db.issues.get(activity.issue) : undefined;
  if (!issue) return null;
  return {
    id: w.uuid(issue.id),
    name: issue.name,
    description_json: {},
    description_html: issue.description_html || '<p></p>',
    priority: issue.priority,
    start_date: issue.start_date,
    target_date: issue.target_date,
    sequence_id: issue.sequence_id,
    sort_order: 65535 + (issue.sequence_id - 1) * 10000,
    is_draft: false,
  };
}

export function activityRow(w: PlaneWorld, workspace: Workspace, activity: Activity) {
  const actor = w.db.users.get(activity.actor);
  const project = w.db.projects.get(activity.project);
  return {
    id: w.uuid(activity.id),
    actor_detail: actor ? userLite(w, actor) : null,
    issue_detail: issueFlat(w, activity),
    project_detail: project ? projectLite(w, project) : null,
    workspace_detail: workspaceLite(w, workspace),
    source_data: null,
    created_at: zoned(activity.created_at),
    updated_at: zoned(activity.created_at),
    deleted_at: null,
    verb: activity.verb,
    field: activity.field,
    old_value: activity.old_value,
    new_value: activity.new_value,
    comment: commentOf(activity),
    attachments: [],
    old_identifier: identifier(w, activity.old_identifier),
    new_identifier: identifier(w, activity.new_identifier),
    epoch: epochOf(activity.created_at),
    created_by: null,
    updated_by: null,
    project: w.uuid(activity.project),
    workspace: w.uuid(workspace.id),
    issue: activity.issue && w.db.issues.get(activity.issue) ? w.uuid(activity.issue) : null,
    issue_comment: null,
    actor: w.uuid(activity.actor),
  };
}
