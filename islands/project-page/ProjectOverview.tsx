import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { ProjectFeatures } from '../../src/domain/entities';
import { emptyStateByKey } from '../../src/domain/empty-states';
import { projectOverviewMessages as t } from '../../src/domain/messages';
import { buildCycleUrl, buildModuleUrl } from '../../src/domain/routes';
import { createProjectOverviewModel } from '../../src/models/project-overview';
import { pageModel } from '../../src/models/kit';
import { Button } from '../ui/Button';
import { IssueRow } from '../ui/IssueRow';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { PlanSkeletonRows, SkeletonRows } from '../ui/PageSkeleton';
import { sitePath } from '../ui/site-path';
import { OverviewSection } from './OverviewSection';
import { PlanList, type PlanItem } from './PlanList';

export interface ProjectOverviewProps {
  workspaceSlug: string;
  projectId: string;
  /** The switches as the server last saved them: a list whose feature is off says so instead. */
  features: Pick<ProjectFeatures, 'cycles' | 'modules'>;
}

/**
 * The project's overview (issue 17 item 10, as Plane's project pages show them): its cycles and
 * modules with their progress, and its issues in the rows of the workspace issue tabs.
 */
function ProjectOverview({ workspaceSlug, projectId, features }: ProjectOverviewProps) {
  const model = useMemo(() => pageModel(createProjectOverviewModel, { workspaceSlug, projectId }), [workspaceSlug, projectId]);
  const { cycles, modules, issues } = model;
  const m = useUnit({
    mounted: model.mounted,
    cycles: cycles.$items, cyclesLoaded: cycles.$loaded, cyclesError: cycles.$error, cyclesRetried: cycles.retried,
    modules: modules.$items, modulesLoaded: modules.$loaded, modulesError: modules.$error, modulesRetried: modules.retried,
    issues: issues.$items, issuesLoaded: issues.$loaded, issuesError: issues.$error, issuesRetried: issues.retried,
    visibleIssues: issues.$visible, hiddenIssues: issues.$hiddenCount, showAllIssues: issues.showAll,
  });
  const { mounted } = m;
  useEffect(() => mounted(), [mounted]);

  const hrefOf = (item: PlanItem) =>
    sitePath(`${item.kind === 'cycle' ? buildCycleUrl(workspaceSlug, projectId, item.id) : buildModuleUrl(workspaceSlug, projectId, item.id)}/`);
  const cycleItems = useMemo(() => m.cycles.map((c): PlanItem => ({ ...c, kind: 'cycle' })), [m.cycles]);
  const moduleItems = useMemo(() => m.modules.map((x): PlanItem => ({ ...x, kind: 'module' })), [m.modules]);

  return (
    <div className="not-prose mt-6 flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <OverviewSection
          id="project-cycles-heading" title={t.cycles} loaded={m.cyclesLoaded} error={m.cyclesError} count={m.cycles.length}
          onRetry={m.cyclesRetried} skeleton={<PlanSkeletonRows label={t.loadingCycles} />} empty={emptyStateByKey('project-cycles')!}
          disabled={features.cycles ? null : emptyStateByKey('disabled-project-cycle')}
        >
          <PlanList items={cycleItems} label={t.cycleList} hrefOf={hrefOf} />
        </OverviewSection>
        <OverviewSection
          id="project-modules-heading" title={t.modules} loaded={m.modulesLoaded} error={m.modulesError} count={m.modules.length}
          onRetry={m.modulesRetried} skeleton={<PlanSkeletonRows label={t.loadingModules} />} empty={emptyStateByKey('project-module')!}
          disabled={features.modules ? null : emptyStateByKey('disabled-project-module')}
        >
          <PlanList items={moduleItems} label={t.moduleList} hrefOf={hrefOf} />
        </OverviewSection>
      </div>
      <OverviewSection
        id="project-issues-heading" title={t.issues} loaded={m.issuesLoaded} error={m.issuesError} count={m.issues.length}
        onRetry={m.issuesRetried} skeleton={<SkeletonRows count={6} label={t.loadingIssues} />} empty={emptyStateByKey('project-no-issues')!}
      >
        <ul aria-label={t.issueList} className="overflow-hidden rounded-lg border border-line bg-surface [&>li:last-child>div]:border-b-0">
          {m.visibleIssues.map((issue) => (
            <li key={issue.id}><IssueRow workspaceSlug={workspaceSlug} issue={issue} className="h-10" /></li>
          ))}
        </ul>
        {m.hiddenIssues > 0 && (
          <div><Button size="sm" onClick={m.showAllIssues}>{t.showAll(m.hiddenIssues)}</Button></div>
        )}
      </OverviewSection>
    </div>
  );
}

export default withIslandBoundary(ProjectOverview, 'project overview');
