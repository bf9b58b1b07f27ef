import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { ActivitySource } from '../../src/api/activities';
import { createActivityFeedModel } from '../../src/models/activity-feed';
import { pageModel } from '../../src/models/kit';
import { $activityContext, activityContextRequested } from '../../src/models/activity-context';
import { ActivityFeedView } from './ActivityFeedView';
import { useIslandModel } from '../ui/use-island-model';

export interface ActivityFeedProps {
  source: ActivitySource;
  /** Feeds that are not one issue's name the issue in every sentence; the issue feed does not. */
  showIssue?: boolean;
  heading?: string;
  /** See ActivityFeedView. */
  holdScreenWhileLoading?: boolean;
}

/**
 * The connected feed, ready to drop on a page: `source` picks the workspace feed, a profile's feed or
 * an issue's history. Each instance owns its model, so a page can show several feeds.
 */
export function ActivityFeed({ source, showIssue = source.kind !== 'issue', heading, holdScreenWhileLoading }: ActivityFeedProps) {
  const key = JSON.stringify(source);
  // A pre-rendered page loaded it before this mounted (src/models/first-content.ts): the same one, with its first page.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the source's identity
  const model = useIslandModel(() => pageModel(createActivityFeedModel, source), [key]);
  const { loaded, ...view } = useUnit({ ...model.view, loaded: model.$loaded });
  const { baseContext, mounted, requestContext } = useUnit({ baseContext: $activityContext, mounted: model.mounted, requestContext: activityContextRequested });

  useEffect(() => {
    requestContext(source.workspaceSlug);
    mounted();
  }, [mounted, requestContext, source.workspaceSlug]);

  const context = useMemo(() => ({ ...baseContext, showIssue, workspaceSlug: source.workspaceSlug }), [baseContext, showIssue, source.workspaceSlug]);

  // Until its first page has come (or failed) the feed is loading, also before it has asked: never "no activity yet".
  return <ActivityFeedView {...view} loading={view.loading || (!loaded && view.error === null)} context={context} heading={heading} holdScreenWhileLoading={holdScreenWhileLoading} />;
}
