import type { RoutePageProps } from '../RoutePage';
import WorkspaceIssues from '../../workspace-issues/WorkspaceIssues';
import { WorkspaceIssuesHeader } from '../../workspace-issues/WorkspaceIssuesHeader';

export default function WorkspaceViewsRoute({ route }: RoutePageProps) {
  if (route.name !== 'workspaceViews') return null;
  return (
    <>
      <WorkspaceIssuesHeader workspaceSlug={route.workspaceSlug} />
      <WorkspaceIssues workspaceSlug={route.workspaceSlug} initialTab={route.tab} />
    </>
  );
}
