import { useState } from 'react';
import type { IssueTarget } from '../../src/api/issues';
import { issuePickerMessages } from '../../src/domain/messages';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { DemoPlacesWithLists } from '../ui/DemoPlacesGate';
import { TargetIssues } from './TargetIssues';
import { DemoSelect } from '../ui/DemoSelect';
import { OPEN_DEMO } from '../ui/demo-opener';

export interface DemoTarget {
  key: string;
  label: string;
  target: IssueTarget;
}

type Named = { id: string; project_id: string; name: string };

export interface AddExistingIssuesDemoProps {
  workspaceSlug: string;
  projectId: string;
  targets: DemoTarget[];
  /** The cycle or module the page address names, chosen first when the project has it. */
  initialKey?: string;
}

/** The /components/add-existing-issues/ demo: add existing issues to a cycle or module of WEB. */
function AddExistingIssuesDemo({ workspaceSlug, projectId, targets, initialKey }: AddExistingIssuesDemoProps) {
  const [key, setKey] = useState((targets.find((t) => t.key === initialKey) ?? targets[0])?.key ?? '');
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
        buttonLabel={OPEN_DEMO}
      />
    </div>
  );
}

/** The demo's choices: the project's cycles, then its modules. */
export function demoTargets(projectId: string, cycles: readonly Named[], modules: readonly Named[]): DemoTarget[] {
  return [
    ...cycles.filter((c) => c.project_id === projectId).map((c) => ({ key: c.id, label: issuePickerMessages.cycleLabel(c.name), target: { kind: 'cycle' as const, cycleId: c.id } })),
    ...modules.filter((m) => m.project_id === projectId).map((m) => ({ key: m.id, label: issuePickerMessages.moduleLabel(m.name), target: { kind: 'module' as const, moduleId: m.id } })),
  ];
}

const PLANS = ['cycles', 'modules'] as const;

/** The sample's cycles and modules come with the page; the reader's own are read once their project checks out. */
function AddExistingOnPlaces({ targets }: { targets: DemoTarget[] }) {
  return (
    <DemoPlacesWithLists lists={PLANS}>
      {(places, lists) => (
        <AddExistingIssuesDemo
          workspaceSlug={places.workspaceSlug}
          projectId={places.projectId}
          targets={lists ? demoTargets(places.projectId, lists.cycles, lists.modules) : targets}
          initialKey={places.cycleId}
        />
      )}
    </DemoPlacesWithLists>
  );
}

export default withIslandBoundary(AddExistingOnPlaces, 'add existing issues');
