import { useUnit } from 'effector-react';
import type { Project } from '../../src/domain/entities';
import { createProjectFeaturesModel } from '../../src/models/project-features';
import ProjectOverview from './ProjectOverview';
import { ProjectFeatures } from './ProjectFeatures';
import { useIslandModel } from '../ui/use-island-model';

export interface ProjectPageProps {
  workspaceSlug: string;
  project: Pick<Project, 'id' | 'features' | 'estimates_enabled'>;
}

/**
 * The project's overview and its feature switches on one features model, so turning Cycles or
 * Modules off (SPEC section 6: an Admin does) changes the list above at once.
 */
export function ProjectPage({ workspaceSlug, project }: ProjectPageProps) {
  const model = useIslandModel(
    () => createProjectFeaturesModel({ workspaceSlug, projectId: project.id }, project.features),
    [workspaceSlug, project.id, project.features],
  );
  const features = useUnit(model.$features);
  return (
    <>
      <ProjectOverview workspaceSlug={workspaceSlug} projectId={project.id} features={features} />
      <ProjectFeatures model={model} estimatesEnabled={project.estimates_enabled} />
    </>
  );
}
