import type { Story } from '@ladle/react';
import { useEffect, useMemo, useState } from 'react';
import { buildSeed } from '../../fixtures/seed';
import type { Issue } from '../../src/domain/entities';
import { filterIssues } from '../../src/domain/issue-search';
import { issuePickerMessages } from '../../src/domain/messages';
import { BulkDeleteIssuesDialog, type BulkDeleteIssuesDialogProps } from './BulkDeleteIssuesDialog';
import { ToastOnMount } from '../ui/ToastOnMount';

const web = buildSeed().issues.filter((i) => i.project_id === 'project-0001');
const noop = () => undefined;

/** Holds the search and the selection so every story stays clickable. */
function Harness({ issues, initialQuery = '', initialSelected = [], ...rest }: Partial<BulkDeleteIssuesDialogProps> & {
  issues: Issue[];
  initialQuery?: string;
  initialSelected?: string[];
}) {
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState(() => new Set(initialSelected));
  const filtered = useMemo(() => filterIssues(issues, query), [issues, query]);
  return (
    <BulkDeleteIssuesDialog
      open
      rows={filtered}
      totalCount={issues.length}
      query={query}
      selectedIds={selected}
      pending={false}
      error={null}
      confirming={false}
      busy={false}
      onQueryChange={setQuery}
      onToggle={({ id }) =>
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        })
      }
      onSubmit={noop}
      onConfirm={noop}
      onConfirmCancel={noop}
      onRetry={noop}
      onClose={noop}
      {...rest}
    />
  );
}

export const Default: Story = () => <Harness issues={web} />;

export const Loading: Story = () => <Harness issues={[]} pending />;

export const WithSelection: Story = () => <Harness issues={web} initialSelected={['issue-web-0001', 'issue-web-0003', 'issue-web-0004']} />;

export const Searching: Story = () => <Harness issues={web} initialQuery="dialog" initialSelected={['issue-web-0001']} />;

export const NoMatches: Story = () => <Harness issues={web} initialQuery="no such issue" />;

export const NoIssues: Story = () => <Harness issues={[]} />;

export const LoadFailed: Story = () => <Harness issues={[]} error="Could not reach the server. Check your connection and try again." />;

/** The confirmation opens over the dialog a moment after it, as it does in use (a nested dialog needs its parent mounted first). */
function useOpenedAfterMount() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return open;
}

export const Confirming: Story = () => {
  const confirming = useOpenedAfterMount();
  return <Harness issues={web} initialSelected={['issue-web-0002', 'issue-web-0005']} confirming={confirming} />;
};

export const Deleting: Story = () => {
  const confirming = useOpenedAfterMount();
  return <Harness issues={web} initialSelected={['issue-web-0002', 'issue-web-0005']} confirming={confirming} busy />;
};

export const Failed: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: issuePickerMessages.bulkDeleteFailure }}>
    <Harness issues={web} initialSelected={['issue-web-0002', 'issue-web-0005']} />
  </ToastOnMount>
);

export const NothingSelected: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: issuePickerMessages.selectAtLeastOne }}>
    <Harness issues={web} />
  </ToastOnMount>
);

export const TenThousandIssues: Story = () => {
  const large = useMemo(() => buildSeed({ issuesInFirstProject: 10_000, activities: 0 }).issues.filter((i) => i.project_id === 'project-0001'), []);
  return <Harness issues={large} initialSelected={['issue-web-0002']} />;
};
