import type { Activity, Label, Paginated } from '../domain/entities';
import type { ActivityGroupKey } from '../domain/activity/activity-groups';
import { arrayOf, isBoolean, isNumber, isString, nullable, shape, type Guard } from './guards';
import { send } from './send';
import type { IssueRef } from '../domain/record-refs';

export const isActivity: Guard<Activity> = shape<Activity>({
  id: isString,
  field: nullable(isString),
  verb: isString,
  old_value: nullable(isString),
  new_value: nullable(isString),
  old_identifier: nullable(isString),
  new_identifier: nullable(isString),
  issue: nullable(isString),
  issue_detail: nullable(shape({ name: isString, sequence_id: isNumber })),
  project: isString,
  project_detail: shape({ identifier: isString }),
  workspace_detail: shape({ slug: isString }),
  actor: isString,
  actor_detail: shape({ id: isString, display_name: isString, first_name: isString, is_bot: isBoolean, avatar: nullable(isString) }),
  created_at: isString,
});

const isActivityPage = shape<Paginated<Activity>>({
  results: arrayOf(isActivity),
  total_count: isNumber,
  next_cursor: nullable(isString),
});

/** Which feed: the workspace's, one person's (profile) or one issue's history. */
export type ActivitySource =
  | { kind: 'workspace'; workspaceSlug: string }
  | { kind: 'user'; workspaceSlug: string; userId: string }
  | IssueRef;


export interface ActivityPageQuery {
  cursor?: string | null;
  group?: ActivityGroupKey;
  perPage?: number;
}

export const activitiesApi = {
  page: (source: ActivitySource, query: ActivityPageQuery = {}, signal?: AbortSignal) => {
    const options = {
      query: { cursor: query.cursor ?? undefined, group: query.group === 'all' ? undefined : query.group, per_page: query.perPage },
      guard: isActivityPage,
      signal,
    };
    const slug = source.workspaceSlug;
    switch (source.kind) {
      case 'workspace': return send('workspaceActivities', { slug }, options);
      case 'user': return send('userActivities', { slug, userId: source.userId }, options);
      case 'issue': return send('issueActivities', { slug, projectId: source.projectId, issueId: source.issueId }, options);
    }
  },
};

const isLabel = shape<Label>({ id: isString, project_id: isString, name: isString, color: isString });

/** Project labels, for the colour of label pills in sentences. */
export const labelsApi = {
  list: (slug: string, projectId: string, signal?: AbortSignal) => send('labels', { slug, projectId }, { guard: arrayOf(isLabel), signal }),
};
