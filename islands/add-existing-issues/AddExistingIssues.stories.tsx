import type { Story } from '@ladle/react';
import { useMemo, useState } from 'react';
import { buildSeed } from '../../fixtures/seed';
import type { IssueLite } from '../../src/domain/entities';
import { filterIssues } from '../../src/domain/issue-search';
import { issuePickerMessages } from '../../src/domain/messages';
import { AddExistingIssuesDialog, type AddExistingIssuesDialogProps } from './AddExistingIssuesDialog';
import { ToastOnMount } from '../ui/ToastOnMount';

const seed = buildSeed();
const lite = (list: typeof seed.issues): IssueLite[] =>
  list.map(({ id, name, sequence_id, state_id, project_id, project__identifier, state__color }) => ({
    id, name, sequence_id, state_id, project_id, project__identifier, state__color,
  }));
const web = lite(seed.issues.filter((i) => i.project_id === 'project-0001'));
const everywhere = lite(seed.issues);
const noop = () => undefined;
const PAGE = 50;

/** A stand-in for the model: filters the fixtures as the mock server would, and keeps the picks. */
function Harness({ initialTerm = '', initialSelected = [], initialWorkspace = false, pool, ...rest }: Partial<AddExistingIssuesDialogProps> & {
  initialTerm?: string;
  initialSelected?: string[];
  initialWorkspace?: boolean;
  pool?: IssueLite[];
}) {
  const [term, setTerm] = useState(initialTerm);
  const [workspace, setWorkspace] = useState(initialWorkspace);
  const [selected, setSelected] = useState<IssueLite[]>(() => everywhere.filter((i) => initialSelected.includes(i.id)));
  const matches = useMemo(() => filterIssues(pool ?? (workspace ? everywhere : web), term), [pool, workspace, term]);
  return (
    <AddExistingIssuesDialog
      open
      targetLabel={issuePickerMessages.cycleLabel('Sprint 21')}
      query={term}
      debouncedTerm={term.trim()}
      pending={false}
      rows={matches.slice(0, PAGE)}
      total={matches.length}
      error={null}
      selected={selected}
      selectedIds={new Set(selected.map((i) => i.id))}
      workspaceSearch={workspace}
      showWorkspaceToggle
      busy={false}
      onQueryChange={setTerm}
      onWorkspaceSearchChange={setWorkspace}
      onToggle={(issue) => setSelected((list) => (list.some((i) => i.id === issue.id) ? list.filter((i) => i.id !== issue.id) : [...list, issue]))}
      onRemoveChip={(id) => setSelected((list) => list.filter((i) => i.id !== id))}
      onSubmit={noop}
      onRetry={noop}
      onClose={noop}
      {...rest}
    />
  );
}

export const Default: Story = () => <Harness />;

export const Searching: Story = () => <Harness initialTerm="login" debouncedTerm="" pending />;

export const Results: Story = () => <Harness initialTerm="dialog" />;

export const WithSelection: Story = () => <Harness initialTerm="fix" initialSelected={['issue-web-0002', 'issue-web-0007', 'issue-web-0011']} />;

export const WorkspaceLevel: Story = () => <Harness initialTerm="api-1" initialWorkspace />;

export const NoMatches: Story = () => <Harness initialTerm="no such issue" />;

export const NoIssues: Story = () => <Harness pool={[]} />;

export const SearchFailed: Story = () => <Harness error="The server sent a response that could not be read." />;

export const Adding: Story = () => <Harness initialSelected={['issue-web-0002', 'issue-web-0003']} busy />;

export const NothingSelected: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: issuePickerMessages.selectAtLeastOne }}>
    <Harness />
  </ToastOnMount>
);

export const LargeProject: Story = () => {
  const pool = useMemo(() => lite(buildSeed({ issuesInFirstProject: 10_000, activities: 0 }).issues.filter((i) => i.project_id === 'project-0001')), []);
  return <Harness pool={pool} initialTerm="dark mode" />;
};
