import type { RoutePageProps } from '../RoutePage';
import IssuePage from '../../issue-page/IssuePage';

export default function IssueRoute({ route, target }: RoutePageProps) {
  if (route.name !== 'issue') return null;
  return <IssuePage workspaceSlug={route.workspaceSlug} workspaceName={target.workspaceName ?? route.workspaceSlug} projectId={route.projectId} issueId={route.issueId} />;
}
