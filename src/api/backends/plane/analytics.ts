import type { DistributionSummary } from '../../../domain/distribution';
import { assetUrl } from './client';
import type { PlaneDistribution, PlaneStateCounts } from './shapes';

/**
 * The spec's distribution from Plane's two halves: rows per assignee and label (a cycle's
 * `analytics/?type=issues`, a module's detail) and counts per state group (a cycle's `progress/`,
 * a module's detail). A cycle without dates has no analytics: its rows are empty.
 */
export function distributionFromPlane(rows: PlaneDistribution | null, counts: PlaneStateCounts): DistributionSummary {
  return {
    assignees: (rows?.assignees ?? []).map((row) => ({
      assignee_id: row.assignee_id,
      display_name: row.display_name,
      avatar: assetUrl(row.avatar_url),
      completed_issues: row.completed_issues,
      total_issues: row.total_issues,
    })),
    labels: (rows?.labels ?? []).map((row) => ({
      label_id: row.label_id,
      label_name: row.label_name,
      color: row.color,
      completed_issues: row.completed_issues,
      total_issues: row.total_issues,
    })),
    state_groups: {
      backlog: counts.backlog_issues,
      unstarted: counts.unstarted_issues,
      started: counts.started_issues,
      completed: counts.completed_issues,
      cancelled: counts.cancelled_issues,
    },
    total_issues: counts.total_issues,
    completed_issues: counts.completed_issues,
  };
}
