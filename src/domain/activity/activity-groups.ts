/** Field groups the activity feed filters by; the mock API filters with the same table. */
import { activityMessages } from '../messages';
import type { ActivityField } from './activity-sentence';

export type ActivityGroupKey = keyof typeof activityMessages.groups;

export const ACTIVITY_GROUPS: ReadonlyArray<{ key: ActivityGroupKey; label: string; fields: ReadonlyArray<ActivityField | null> | null }> = [
  { key: 'all', label: activityMessages.groups.all, fields: null },
  { key: 'issue', label: activityMessages.groups.issue, fields: [null, 'issue', 'archived_at', 'name', 'description'] },
  { key: 'people', label: activityMessages.groups.people, fields: ['assignees'] },
  {
    key: 'properties',
    label: activityMessages.groups.properties,
    fields: ['state', 'priority', 'estimate_point', 'labels', 'start_date', 'target_date', 'parent'],
  },
  { key: 'planning', label: activityMessages.groups.planning, fields: ['cycles', 'modules'] },
  { key: 'relations', label: activityMessages.groups.relations, fields: ['relates_to', 'blocking', 'blocked_by', 'duplicate'] },
  { key: 'links', label: activityMessages.groups.links, fields: ['link', 'attachment'] },
  { key: 'inbox', label: activityMessages.groups.inbox, fields: ['inbox'] },
];

export function isActivityGroup(value: string | null | undefined): value is ActivityGroupKey {
  return ACTIVITY_GROUPS.some((g) => g.key === value);
}

/** Whether an activity's field belongs to a group; "all" takes every field. */
export function activityInGroup(field: string | null, group: ActivityGroupKey): boolean {
  const entry = ACTIVITY_GROUPS.find((g) => g.key === group);
  if (!entry || entry.fields === null) return true;
  return (entry.fields as ReadonlyArray<string | null>).includes(field ?? null);
}
