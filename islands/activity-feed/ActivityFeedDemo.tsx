import { ActivityFeed } from './ActivityFeed';
import { withIslandBoundary } from '../ui/IslandBoundary';

export interface ActivityFeedDemoProps {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
  issueKey: string;
}

/** The /components/activity-feed/ demo: the workspace feed beside one issue's history. */
function ActivityFeedDemo({ workspaceSlug, projectId, issueId, issueKey }: ActivityFeedDemoProps) {
  return (
    <div className="flex flex-col gap-8">
      <ActivityFeed source={{ kind: 'workspace', workspaceSlug }} heading="Workspace activity" />
      <ActivityFeed source={{ kind: 'issue', workspaceSlug, projectId, issueId }} heading={`${issueKey} history`} height={420} />
    </div>
  );
}

export default withIslandBoundary(ActivityFeedDemo, 'activity feed');
