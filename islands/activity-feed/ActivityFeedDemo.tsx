import { ActivityFeed } from './ActivityFeed';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { checkedIssueKey } from '../../src/models/demo-places';
import { UnavailableNote } from '../ui/UnavailableNote';
import { callAvailability } from '../../src/models/backend';

export interface ActivityFeedDemoProps {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
  issueKey: string;
}

/**
 * The /components/activity-feed/ demo: one issue's history, then the workspace feed. The window
 * scrolls both, so the feed that loads without end comes last.
 */
function ActivityFeedDemo({ workspaceSlug, projectId, issueId, issueKey }: ActivityFeedDemoProps) {
  const workspaceFeed = callAvailability('workspaceActivities');
  return (
    <div className="flex flex-col gap-8">
      <ActivityFeed source={{ kind: 'issue', workspaceSlug, projectId, issueId }} heading={`${issueKey} history`} holdScreenWhileLoading />
      {workspaceFeed.available
        ? <ActivityFeed source={{ kind: 'workspace', workspaceSlug }} heading="Workspace activity" />
        : <UnavailableNote reason={workspaceFeed.reason} />}
    </div>
  );
}

export default withIslandBoundary(
  withDemoPlaces(ActivityFeedDemo, 'issue', ({ workspaceSlug, projectId, issueId }, target, page: { issueKey: string }) => ({
    workspaceSlug, projectId, issueId, issueKey: checkedIssueKey(target, page.issueKey),
  })),
  'activity feed',
);
