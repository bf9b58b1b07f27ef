import { useState } from 'react';
import type { IssueTarget } from '../../src/api/issues';
import { issuePickerMessages } from '../../src/domain/messages';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { TargetIssues } from './TargetIssues';
import { DemoSelect } from '../ui/DemoSelect';

export interface DemoTarget {
  key: string;
  label: string;
  target: IssueTarget;
}

export interface AddExistingIssuesDemoProps {
  workspaceSlug: string;
  projectId: string;
  targets: DemoTarget[];
}

/** The /components/add-existing-issues/ demo: add existing issues to a cycle or module of WEB. */
function AddExistingIssuesDemo({ workspaceSlug, projectId, targets }: AddExistingIssuesDemoProps) {
  const [key, setKey] = useState(targets[0]?.key ?? '');
  const current = targets.find((t) => t.key === key) ?? targets[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-4">
      <DemoSelect label={issuePickerMessages.addTo} value={key} onChange={setKey} options={targets.map((t) => ({ value: t.key, label: t.label }))} />
      <TargetIssues
        key={current.key}
        workspaceSlug={workspaceSlug}
        projectId={projectId}
        target={current.target}
        targetLabel={current.label}
        showWorkspaceToggle
        buttonLabel="Open demo"
      />
    </div>
  );
}

export default withIslandBoundary(AddExistingIssuesDemo, 'add existing issues');
