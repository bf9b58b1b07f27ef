import { ACTIVITY_TEMPLATE_COUNT, buildSeed } from '../../fixtures/seed';
import type { ActivityContext } from '../../src/domain/activity/activity-sentence';
import type { Activity } from '../../src/domain/entities';

/** Stories show the seed's activities of WEB-1 (one of every template), timed relative to now. */
const seed = buildSeed();
const now = Date.now();

export const storyActivities: Activity[] = seed.activities
  .slice(0, ACTIVITY_TEMPLATE_COUNT)
  .map((a, n) => ({ ...a, created_at: new Date(now - (n + 1) * 47 * 60_000).toISOString() }));

const colors = new Map(seed.labels.map((l) => [l.id, l.color]));

export const storyContext = (showIssue: boolean): ActivityContext => ({
  showIssue,
  currentUserId: seed.currentUserId,
  workspaceSlug: 'acme',
  estimatesEnabled: false,
  labelColor: (id) => colors.get(id),
});

export const deletedIssueActivities: Activity[] = [
  { ...storyActivities[11], id: 'deleted-1', field: 'issue', verb: 'deleted', issue: null, issue_detail: null },
  { ...storyActivities[1], id: 'deleted-2', issue: null, issue_detail: null },
  storyActivities[3],
];
