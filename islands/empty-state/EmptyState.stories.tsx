import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { emptyStateByKey } from '../../src/domain/empty-states';
import { EmptyStateView as EmptyState } from './EmptyStateView';

const entry = (key: string) => emptyStateByKey(key)!;

/** Focuses the first button, so the screenshot shows the tooltip a keyboard user gets. */
function FocusFirstButton() {
  useEffect(() => {
    document.querySelector<HTMLButtonElement>('[data-empty-state] button')?.focus();
  }, []);
  return null;
}

export const EnabledForAMember: Story = () => <EmptyState entry={entry('project-no-issues')} role="member" />;

export const DisabledForAViewer: Story = () => (
  <>
    <EmptyState entry={entry('project-cycles')} role="viewer" />
    <FocusFirstButton />
  </>
);

export const AdminOnlyFeature: Story = () => (
  <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
    <div className="rounded-lg border border-line">
      <EmptyState entry={entry('disabled-project-inbox')} role="member" size="card" headingLevel={3} />
    </div>
    <div className="rounded-lg border border-line">
      <EmptyState entry={entry('disabled-project-inbox')} role="admin" size="card" headingLevel={3} />
    </div>
  </div>
);

export const WithSecondaryButton: Story = () => <EmptyState entry={entry('project-cycle-no-issues')} role="member" />;

export const SimpleLayout: Story = () => (
  <div className="grid max-w-3xl gap-4 md:grid-cols-3">
    {['notification-unread-empty-state', 'issue-relation-search-empty-state', 'inbox-sidebar-closed-tab'].map((key) => (
      <div key={key} className="rounded-lg border border-line">
        <EmptyState entry={entry(key)} role="guest" headingLevel={3} />
      </div>
    ))}
  </div>
);
