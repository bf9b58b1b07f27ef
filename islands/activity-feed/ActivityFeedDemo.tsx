import { ActivityFeed } from './ActivityFeed';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { UnavailableNote } from '../ui/UnavailableNote';
import { callAvailability } from '../../src/models/backend';

export interface ActivityFeedDemoProps {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
  issueKey: string;
}

/** The /components/activity-feed/ demo: the workspace feed beside one issue's history. */
function ActivityFeedDemo({ workspaceSlug, projectId, issueId, issueKey }: ActivityFeedDemoProps) {
  const workspaceFeed = callAvailability('workspaceActivities');
  return (
    <div className="flex flex-col gap-8">
      {workspaceFeed.available
        ? <ActivityFeed source={{ kind: 'workspace', workspaceSlug }} heading="Workspace activity" />
        : <UnavailableNote reason={workspaceFeed.reason} />}
      <ActivityFeed source={{ kind: 'issue', workspaceSlug, projectId, issueId }} heading={`${issueKey} history`} height={420} />
    </div>
  );
}

export default withIslandBoundary(ActivityFeedDemo, 'activity feed');
