import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { ActivitySource } from '../../src/api/activities';
import { createActivityFeedModel } from '../../src/models/activity-feed';
import { $activityContext, activityContextRequested } from '../../src/models/activity-context';
import { ActivityFeedView } from './ActivityFeedView';

export interface ActivityFeedProps {
  source: ActivitySource;
  /** Feeds that are not one issue's name the issue in every sentence; the issue feed does not. */
  showIssue?: boolean;
  heading?: string;
  height?: number;
}

/**
 * The connected feed, ready to drop on a page: `source` picks the workspace feed, a profile's feed or
 * an issue's history. Each instance owns its model, so a page can show several feeds.
 */
export function ActivityFeed({ source, showIssue = source.kind !== 'issue', heading, height }: ActivityFeedProps) {
  const key = JSON.stringify(source);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the source's identity
  const model = useMemo(() => createActivityFeedModel(source), [key]);
  const m = useUnit({
    items: model.$items,
    total: model.$total,
    group: model.$group,
    loading: model.$loading,
    loadingMore: model.$loadingMore,
    error: model.$error,
    hasMore: model.$hasMore,
    baseContext: $activityContext,
    mounted: model.mounted,
    groupChanged: model.groupChanged,
    moreRequested: model.moreRequested,
    retried: model.retried,
    requestContext: activityContextRequested,
  });
  const { mounted, requestContext } = m;

  useEffect(() => {
    requestContext(source.workspaceSlug);
    mounted();
  }, [mounted, requestContext, source.workspaceSlug]);

  const context = useMemo(() => ({ ...m.baseContext, showIssue, workspaceSlug: source.workspaceSlug }), [m.baseContext, showIssue, source.workspaceSlug]);

  return (
    <ActivityFeedView
      items={m.items}
      context={context}
      total={m.total}
      group={m.group}
      loading={m.loading}
      loadingMore={m.loadingMore}
      error={m.error}
      hasMore={m.hasMore}
      onGroupChange={m.groupChanged}
      onMore={m.moreRequested}
      onRetry={m.retried}
      heading={heading}
      height={height}
    />
  );
}
