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
import { sitePage } from '../ui/site-path';
import { OverviewSection } from './OverviewSection';
import { PlanList, type PlanItem } from './PlanList';
import { useIslandModel } from '../ui/use-island-model';

export interface ProjectOverviewProps {
  workspaceSlug: string;
  projectId: string;
  /** The switches as the server last saved them: a list whose feature is off says so instead. */
  features: Pick<ProjectFeatures, 'cycles' | 'modules'>;
}

const PLAN_SECTIONS = {
  cycle: { id: 'project-cycles-heading', title: t.cycles, loading: t.loadingCycles, list: t.cycleList, empty: 'project-cycles', disabled: 'disabled-project-cycle' },
  module: { id: 'project-modules-heading', title: t.modules, loading: t.loadingModules, list: t.moduleList, empty: 'project-module', disabled: 'disabled-project-module' },
} as const;

interface PlanSectionProps {
  kind: PlanItem['kind'];
  items: readonly PlanItem[];
  loaded: boolean;
  error: string | null;
  onRetry: () => void;
  /** The project's switch for the feature: off, the section says so instead of listing. */
  enabled: boolean;
  hrefOf: (item: PlanItem) => string;
}

/** The project's cycles or its modules, each loading, failing and retrying on its own. */
function PlanSection({ kind, items, loaded, error, onRetry, enabled, hrefOf }: PlanSectionProps) {
  const s = PLAN_SECTIONS[kind];
  return (
    <OverviewSection
      id={s.id} title={s.title} loaded={loaded} error={error} count={items.length}
      onRetry={onRetry} skeleton={<PlanSkeletonRows label={s.loading} />} empty={emptyStateByKey(s.empty)!}
      disabled={enabled ? null : emptyStateByKey(s.disabled)}
    >
      <PlanList items={items} label={s.list} hrefOf={hrefOf} />
    </OverviewSection>
  );
}

/**
 * The project's overview (issue 17 item 10, as Plane's project pages show them): its cycles and
 * modules with their progress, and its issues in the rows of the workspace issue tabs.
 */
function ProjectOverview({ workspaceSlug, projectId, features }: ProjectOverviewProps) {
  const model = useIslandModel(() => pageModel(createProjectOverviewModel, { workspaceSlug, projectId }), [workspaceSlug, projectId]);
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
    sitePage(item.kind === 'cycle' ? buildCycleUrl(workspaceSlug, projectId, item.id) : buildModuleUrl(workspaceSlug, projectId, item.id));
  const cycleItems = useMemo(() => m.cycles.map((c): PlanItem => ({ ...c, kind: 'cycle' })), [m.cycles]);
  const moduleItems = useMemo(() => m.modules.map((x): PlanItem => ({ ...x, kind: 'module' })), [m.modules]);

  return (
    <div className="not-prose mt-6 flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <PlanSection kind="cycle" items={cycleItems} loaded={m.cyclesLoaded} error={m.cyclesError} onRetry={m.cyclesRetried} enabled={features.cycles} hrefOf={hrefOf} />
        <PlanSection kind="module" items={moduleItems} loaded={m.modulesLoaded} error={m.modulesError} onRetry={m.modulesRetried} enabled={features.modules} hrefOf={hrefOf} />
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
