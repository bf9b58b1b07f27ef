import type { Cycle, Project } from '../../src/domain/entities';
import { analyticsMessages, issuePickerMessages } from '../../src/domain/messages';
import Analytics from '../analytics/Analytics';
import OwnerIssues from '../analytics/OwnerIssues';
import OwnerAddExistingIssues from '../add-existing-issues/OwnerAddExistingIssues';
import { formatDay as fmt } from '../ui/format-day';
import { PageHeader, projectCrumbs } from '../ui/PageHeader';


export interface CycleHeaderProps {
  workspace: { slug: string; name: string };
  cycle: Pick<Cycle, 'name' | 'start_date' | 'end_date'>;
  project: Pick<Project, 'id' | 'name' | 'identifier'>;
}

/**
 * The cycle's title lines, drawn once the page's gate has loaded the cycle (RouteGate).
 */
export function CycleHeader({ workspace, cycle, project }: CycleHeaderProps) {
  return (
    <PageHeader
      crumbs={[...projectCrumbs(workspace, project), { label: 'Cycles' }]}
      title={cycle.name}
      meta={<><time dateTime={cycle.start_date}>{fmt(cycle.start_date)}</time> – <time dateTime={cycle.end_date}>{fmt(cycle.end_date)}</time> · {project.identifier}</>}
    />
  );
}

export interface CycleBodyProps {
  workspaceSlug: string;
  cycle: Pick<Cycle, 'id' | 'project_id' | 'name' | 'end_date'>;
}

/** The cycle's islands: its issues with "Add existing issues", and its analytics beside them. */
export default function CycleBody({ workspaceSlug, cycle }: CycleBodyProps) {
  const owner = { kind: 'cycle' as const, workspaceSlug, projectId: cycle.project_id, cycleId: cycle.id };
  return (
    <div className="not-prose mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex min-w-0 flex-col gap-6" id="cycle-main">
        <OwnerIssues owner={owner} actions={<OwnerAddExistingIssues owner={owner} targetLabel={issuePickerMessages.cycleLabel(cycle.name)} />} />
      </div>
      <aside aria-label={analyticsMessages.tabsLabel} className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4 lg:self-start" id="cycle-sidebar">
        <Analytics owner={owner} endDate={cycle.end_date} />
      </aside>
    </div>
  );
}
