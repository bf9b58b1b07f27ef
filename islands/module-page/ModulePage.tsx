import type { Module, Project } from '../../src/domain/entities';
import { analyticsMessages, issuePickerMessages } from '../../src/domain/messages';
import Analytics from '../analytics/Analytics';
import OwnerIssues from '../analytics/OwnerIssues';
import OwnerAddExistingIssues from '../add-existing-issues/OwnerAddExistingIssues';
import ModuleLinks from './ModuleLinks';
import { PageHeader, projectCrumbs } from '../ui/PageHeader';

/** A disabled modules feature or an archived module takes no new issues or links. */
export const moduleOpen = (module: Pick<Module, 'archived'>, project: Pick<Project, 'features'>) =>
  project.features.modules && !module.archived;

export interface ModuleHeaderProps {
  workspace: { slug: string; name: string };
  module: Pick<Module, 'name' | 'archived'>;
  project: Pick<Project, 'id' | 'name' | 'identifier' | 'features'>;
}

/** The module's title lines, drawn once the page's gate has loaded the module (RouteGate). */
export function ModuleHeader({ workspace, module, project }: ModuleHeaderProps) {
  return (
    <PageHeader
      crumbs={[...projectCrumbs(workspace, project), { label: 'Modules' }]}
      title={module.name}
      meta={`Module of ${project.identifier}${moduleOpen(module, project) ? '' : ' · modules are disabled for this project'}`}
    />
  );
}

export interface ModuleBodyProps {
  workspaceSlug: string;
  module: Pick<Module, 'id' | 'project_id' | 'name' | 'archived'>;
  project: Pick<Project, 'features'>;
}

/** The module's islands: its issues with "Add existing issues", its links and its analytics. */
export default function ModuleBody({ workspaceSlug, module, project }: ModuleBodyProps) {
  const owner = { kind: 'module' as const, workspaceSlug, projectId: module.project_id, moduleId: module.id };
  const featureEnabled = moduleOpen(module, project);
  return (
    <div className="not-prose mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex min-w-0 flex-col gap-6" id="module-main">
        <OwnerIssues
          owner={owner}
          actions={<OwnerAddExistingIssues owner={owner} targetLabel={issuePickerMessages.moduleLabel(module.name)} featureEnabled={featureEnabled} />}
        />
      </div>
      <aside className="flex min-w-0 flex-col gap-6 lg:self-start" id="module-sidebar">
        <section aria-label="Module links" className="rounded-xl border border-line bg-surface p-4">
          <ModuleLinks workspaceSlug={workspaceSlug} projectId={module.project_id} moduleId={module.id} featureEnabled={featureEnabled} />
        </section>
        <section aria-label={analyticsMessages.tabsLabel} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
          <Analytics owner={owner} />
        </section>
      </aside>
    </div>
  );
}
