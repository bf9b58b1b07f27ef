import type { RoutePageProps } from '../RoutePage';
import ProjectCover from '../../project-page/ProjectCover';
import { ProjectPage } from '../../project-page/ProjectPage';
import { PageHeader, workspaceCrumb } from '../../ui/PageHeader';

export default function ProjectRoute({ route, target }: RoutePageProps) {
  const project = target.project!;
  return (
    <>
      <PageHeader crumbs={[workspaceCrumb({ slug: route.workspaceSlug, name: target.workspaceName ?? route.workspaceSlug }), { label: 'Projects' }]} title={project.name} />
      <div className="not-prose my-4">
        <ProjectCover workspaceSlug={route.workspaceSlug} projectId={project.id} projectName={project.name} identifier={project.identifier} />
      </div>
      <ProjectPage workspaceSlug={route.workspaceSlug} project={project} />
    </>
  );
}
