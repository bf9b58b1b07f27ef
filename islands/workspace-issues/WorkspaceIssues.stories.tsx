import type { Story } from '@ladle/react';
import { useMemo, useState } from 'react';
import { buildSeed } from '../../fixtures/seed';
import type { Issue } from '../../src/domain/entities';
import {
  clickEntity, emptySelection, flattenGroups, groupSelectionState, moveActive, toggleGroup, type SelectionState,
} from '../../src/domain/selection';
import { groupByStateGroup } from '../../src/domain/issue-groups';
import { BulkDeleteConfirm } from '../bulk-delete-issues/BulkDeleteConfirm';
import { GroupedIssueList } from './GroupedIssueList';
import { SelectionBar } from './SelectionBar';

const seedIssues = buildSeed().issues;

/** The list and the bar driven by the pure selection rules, as the model drives them on the page. */
function Harness({ issues = seedIssues, initial = emptySelection, canDelete = true, confirming = false }: {
  issues?: Issue[];
  initial?: SelectionState;
  canDelete?: boolean;
  confirming?: boolean;
}) {
  const groups = useMemo(() => groupByStateGroup(issues), [issues]);
  const entityGroups = useMemo(() => groups.map((g) => ({ id: g.id, entityIds: g.issues.map((i) => i.id) })), [groups]);
  const order = useMemo(() => flattenGroups(entityGroups), [entityGroups]);
  const [state, setState] = useState(initial);
  const groupStates = Object.fromEntries(entityGroups.map((g) => [g.id, groupSelectionState(state, g.entityIds)]));
  return (
    <div className="max-w-4xl pb-24">
      <GroupedIssueList
        workspaceSlug="acme"
        groups={groups}
        selected={new Set(state.selected)}
        active={state.active}
        groupStates={groupStates}
        onEntityClick={(id, shift) => setState((s) => clickEntity(s, order, id, shift))}
        onArrow={(direction, shift) => setState((s) => moveActive(s, order, direction, shift))}
        onGroupToggle={(id) => setState((s) => toggleGroup(s, entityGroups.find((g) => g.id === id)!.entityIds))}
      />
      <SelectionBar count={state.selected.length} canDelete={canDelete} deleting={false} onDelete={() => undefined} onClear={() => setState(emptySelection)} />
      <BulkDeleteConfirm open={confirming} count={state.selected.length} deleting={false} onCancel={() => undefined} onConfirm={() => undefined} />
    </div>
  );
}

const backlog = groupByStateGroup(seedIssues)[0].issues.map((i) => i.id);

export const Default: Story = () => <Harness />;

export const PartialGroup: Story = () => <Harness initial={{ selected: backlog.slice(1, 4), active: backlog[3] }} />;

export const CompleteGroup: Story = () => <Harness initial={{ selected: backlog, active: null }} />;

export const ActiveRow: Story = () => <Harness initial={{ selected: [], active: backlog[2] }} />;

export const GuestSelection: Story = () => <Harness initial={{ selected: backlog.slice(0, 2), active: backlog[1] }} canDelete={false} />;

export const ConfirmDelete: Story = () => <Harness initial={{ selected: backlog.slice(0, 3), active: backlog[2] }} confirming />;

export const LargeProject: Story = () => {
  const issues = useMemo(() => buildSeed({ issuesInFirstProject: 10_000, activities: 0 }).issues, []);
  return <Harness issues={issues} />;
};
