import { useEffect, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { AnalyticsOwner } from '../../src/api/analytics';
import { buildIssueUrl } from '../../src/domain/routes';
import { emptyStateByKey } from '../../src/domain/empty-states';
import { analyticsMessages, emptyStateMessages } from '../../src/domain/messages';
import { analyticsModelFor } from '../../src/models/analytics';
import { $memberName, membersRequested } from '../../src/models/members';
import { notify } from '../../src/models/toasts';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { Button } from '../ui/Button';
import { SkeletonRows } from '../ui/PageSkeleton';
import { sitePage } from '../ui/site-path';
import { EmptyState } from '../empty-state/EmptyState';
import { STATE_GROUP_COLORS } from './AnalyticsTabs';
import { LoadError } from '../ui/LoadError';

export interface OwnerIssuesProps {
  owner: AnalyticsOwner;
  heading?: string;
  /** On the heading's line, at its end (e.g. "Add existing issues"). */
  actions?: ReactNode;
}

/** The issues of a cycle or module, narrowed by the row picked in its analytics tabs. */
export function OwnerIssues({ owner, heading = analyticsMessages.issuesHeading, actions }: OwnerIssuesProps) {
  const model = analyticsModelFor(owner);
  const m = useUnit({
    issues: model.$issues,
    visible: model.$visibleIssues,
    loaded: model.$issuesLoaded,
    loading: model.$issuesLoading,
    error: model.$issuesError,
    filter: model.$filter,
    memberName: $memberName,
    mounted: model.mounted,
    refresh: model.refreshRequested,
    clearFilter: model.filterCleared,
    requestMembers: membersRequested,
    announce: notify,
  });
  const { mounted, requestMembers } = m;
  useEffect(() => {
    requestMembers(owner.workspaceSlug);
    mounted();
  }, [mounted, requestMembers, owner.workspaceSlug]);

  const empty = emptyStateByKey(owner.kind === 'cycle' ? 'project-cycle-no-issues' : 'project-module-issues')!;
  const clicked = (text?: string) => text && m.announce({ type: 'info', message: emptyStateMessages.clicked(text) });

  return (
    <section aria-labelledby="owner-issues-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="owner-issues-heading" className="text-base font-semibold">
          {heading} <span className="font-normal text-muted">({m.visible.length})</span>
        </h2>
        {actions}
      </div>
      {m.filter && (
        <p className="flex flex-wrap items-center gap-2 rounded-md bg-primary-soft px-3 py-1.5 text-sm" role="status">
          {analyticsMessages.filteredBy(m.filter.name)}
          <Button size="sm" variant="ghost" onClick={m.clearFilter}>
            {analyticsMessages.clearFilter}
          </Button>
        </p>
      )}
      {m.error ? (
        <LoadError message={m.error} retryLabel={analyticsMessages.retry} onRetry={m.refresh} />
      ) : !m.loaded ? (
        <SkeletonRows label={analyticsMessages.loadingIssues} />
      ) : m.issues.length === 0 ? (
        <div className="rounded-lg border border-line">
          <EmptyState entry={empty} size="card" headingLevel={3} onPrimary={() => clicked(empty.primary?.text)} onSecondary={() => clicked(empty.secondary?.text)} />
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface" aria-label={heading}>
          {m.visible.map((issue) => (
            <li key={issue.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: STATE_GROUP_COLORS[issue.state__group] }} aria-hidden="true" />
              <span className="w-16 shrink-0 font-mono text-xs text-muted">{`${issue.project__identifier}-${issue.sequence_id}`}</span>
              <a href={sitePage(buildIssueUrl(owner.workspaceSlug, issue.project_id, issue.id))} title={issue.name} className="min-w-0 flex-1 truncate hover:underline">
                {issue.name}
              </a>
              <span className="hidden shrink-0 text-xs text-muted sm:inline">{issue.state__name}</span>
              <span className="hidden max-w-28 shrink-0 truncate text-right text-xs text-muted md:inline">
                {issue.assignee_ids.map((id) => m.memberName(id)).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default withIslandBoundary(OwnerIssues, 'issue list');
