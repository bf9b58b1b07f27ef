import { useState } from 'react';
import { useUnit } from 'effector-react';
import { createBulkDeleteModel } from '../../src/models/bulk-delete';
import { issueKey } from '../../src/domain/issue-search';
import { Button } from '../ui/Button';
import { DemoSelect } from '../ui/DemoSelect';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { DemoPlacesWithLists } from '../ui/DemoPlacesGate';
import { BulkDeleteIssues } from './BulkDeleteIssues';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

type DemoProject = { id: string; identifier: string; name: string };

export interface BulkDeleteIssuesDemoProps {
  workspaceSlug: string;
  projects: DemoProject[];
  /** The project chosen first: the page's (its address may name one), else the first. */
  projectId?: string;
}

/** The /components/bulk-delete-issues/ demo: pick a project, open the dialog, delete for real (mock API). */
function BulkDeleteIssuesDemo({ workspaceSlug, projects, projectId: first }: BulkDeleteIssuesDemoProps) {
  const [projectId, setProjectId] = useState((projects.find((p) => p.id === first) ?? projects[0])?.id ?? '');
  const models = useIslandModel(
    () => new Map(projects.map((p) => [p.id, createBulkDeleteModel({ workspaceSlug, projectId: p.id })])),
    [projects, workspaceSlug],
  );
  const model = models.get(projectId)!;
  const { open, issues, loaded, deleted } = useUnit({ open: model.opened, issues: model.$issues, loaded: model.$loaded, deleted: model.$deletedHere });
  const project = projects.find((p) => p.id === projectId);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <DemoSelect label="Project" value={projectId} onChange={setProjectId} options={projects.map((p) => ({ value: p.id, label: `${p.name} (${p.identifier})` }))} />
        <Button variant="primary" onClick={open}>
          {OPEN_DEMO}
        </Button>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {loaded && project ? `${project.name} has ${issues.length.toLocaleString('en-US')} issues.` : 'The dialog loads the project\'s issues when it opens.'}
        {deleted.length > 0 && ` Deleted on this page: ${deleted.map(issueKey).join(', ')}.`}
      </p>
      {loaded && issues.length > 0 && (
        <p className="text-xs text-muted">First issues: {issues.slice(0, 6).map(issueKey).join(', ')}</p>
      )}
      <BulkDeleteIssues model={model} />
    </div>
  );
}

const PROJECTS = ['projects'] as const;

/** The sample's projects come with the page; the reader's own are read once their project checks out. */
function BulkDeleteOnPlaces({ projects }: { projects: DemoProject[] }) {
  return (
    <DemoPlacesWithLists lists={PROJECTS}>
      {(places, lists) => <BulkDeleteIssuesDemo workspaceSlug={places.workspaceSlug} projects={lists?.projects ?? projects} projectId={places.projectId} />}
    </DemoPlacesWithLists>
  );
}

export default withIslandBoundary(BulkDeleteOnPlaces, 'bulk delete issues');
