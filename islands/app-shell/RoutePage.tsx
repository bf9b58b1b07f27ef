import type { SiteRoute } from '../../src/domain/site-routes';
import type { RouteTarget } from '../../src/models/route-target';
import { workspaceIssueMessages } from '../../src/domain/messages';
import IssuePage from '../issue-page/IssuePage';
import CycleBody, { CycleHeader } from '../cycle-page/CyclePage';
import ModuleBody, { ModuleHeader } from '../module-page/ModulePage';
import ProjectCover from '../project-page/ProjectCover';
import { ProjectPage } from '../project-page/ProjectPage';
import ProfilePage from '../profile-page/ProfilePage';
import SettingsPage from '../settings/SettingsPage';
import type { SettingsPageKey } from '../settings/settings-pages';
import WorkspaceIssues from '../workspace-issues/WorkspaceIssues';
import { WorkspaceIssuesHeader } from '../workspace-issues/WorkspaceIssuesHeader';
import { useDocumentTitle } from '../ui/use-document-title';
import { PageHeader, workspaceCrumb } from '../ui/PageHeader';

export interface RoutePageProps {
  route: SiteRoute;
  target: RouteTarget;
  /** For a settings route: the page its path names (checked by the shell before the gate). */
  settingsPage?: { key: SettingsPageKey; label: string };
}

/** The tab's title, as the pre-rendered pages write it ("Sprint 21 · Web app · Plane shared layer"). */
function titleOf({ route, target, settingsPage }: RoutePageProps): string | null {
  switch (route.name) {
    case 'cycle': return `${target.cycle!.name} · ${target.project!.name}`;
    case 'module': return `${target.module!.name} · ${target.project!.name}`;
    case 'project': return `${target.project!.name} · Project`;
    case 'settings': return `${settingsPage!.label} · Workspace settings`;
    case 'workspaceViews': return `${workspaceIssueMessages.tabs[route.tab]} · ${workspaceIssueMessages.heading}`;
    default: return null;
  }
}

/**
 * One product page on the app shell: the same islands the pre-rendered pages mount, with the slug
 * and ids of the route and what the gate loaded (a cycle's name and dates, a project's features).
 * Loaded on demand, so a plain 404 never downloads the editor.
 */
export default function RoutePage(props: RoutePageProps) {
  const { route, target, settingsPage } = props;
  useDocumentTitle(titleOf(props));
  const workspaceName = target.workspaceName ?? route.workspaceSlug;

  switch (route.name) {
    case 'issue':
      return <IssuePage workspaceSlug={route.workspaceSlug} workspaceName={workspaceName} projectId={route.projectId} issueId={route.issueId} />;
    case 'cycle':
      return (
        <>
          <CycleHeader workspace={{ slug: route.workspaceSlug, name: workspaceName }} cycle={target.cycle!} project={target.project!} />
          <CycleBody workspaceSlug={route.workspaceSlug} cycle={target.cycle!} />
        </>
      );
    case 'module':
      return (
        <>
          <ModuleHeader workspace={{ slug: route.workspaceSlug, name: workspaceName }} module={target.module!} project={target.project!} />
          <ModuleBody workspaceSlug={route.workspaceSlug} module={target.module!} project={target.project!} />
        </>
      );
    case 'project': {
      const project = target.project!;
      return (
        <>
          <PageHeader crumbs={[workspaceCrumb({ slug: route.workspaceSlug, name: workspaceName }), { label: 'Projects' }]} title={project.name} />
          <div className="not-prose my-4">
            <ProjectCover workspaceSlug={route.workspaceSlug} projectId={project.id} projectName={project.name} identifier={project.identifier} />
          </div>
          <ProjectPage workspaceSlug={route.workspaceSlug} project={project} />
        </>
      );
    }
    case 'profile':
      return <ProfilePage workspaceSlug={route.workspaceSlug} userId={route.userId} isCurrentUser={target.isCurrentUser ?? false} />;
    case 'settings':
      return (
        <>
          <h1>Workspace settings</h1>
          <div className="not-prose mt-4">
            <SettingsPage workspaceSlug={route.workspaceSlug} page={settingsPage!.key} />
          </div>
        </>
      );
    case 'workspaceViews':
      return (
        <>
          <WorkspaceIssuesHeader workspaceSlug={route.workspaceSlug} />
          <WorkspaceIssues workspaceSlug={route.workspaceSlug} initialTab={route.tab} />
        </>
      );
  }
}
