import { useUnit } from 'effector-react';
import type { BulkDeleteModel } from '../../src/models/bulk-delete';
import { BulkDeleteIssuesDialog } from './BulkDeleteIssuesDialog';

/** The bulk delete dialog wired to its model. */
export function BulkDeleteIssues({ model }: { model: BulkDeleteModel }) {
  const m = useUnit({
    open: model.$open,
    issues: model.$filtered,
    all: model.$issues,
    query: model.$query,
    selected: model.$selectedSet,
    loading: model.$loading,
    loadError: model.$loadError,
    confirming: model.$confirming,
    deleting: model.$deleting,
    canDelete: model.$canDelete,
    queryChanged: model.queryChanged,
    issueToggled: model.issueToggled,
    submitted: model.submitted,
    confirmed: model.confirmed,
    confirmCancelled: model.confirmCancelled,
    retried: model.retried,
    closeRequested: model.closeRequested,
  });
  return (
    <BulkDeleteIssuesDialog
      open={m.open}
      issues={m.issues}
      totalCount={m.all.length}
      query={m.query}
      selected={m.selected}
      loading={m.loading}
      loadError={m.loadError}
      confirming={m.confirming}
      deleting={m.deleting}
      canDelete={m.canDelete}
      onQueryChange={m.queryChanged}
      onToggle={m.issueToggled}
      onSubmit={m.submitted}
      onConfirm={m.confirmed}
      onConfirmCancel={m.confirmCancelled}
      onRetry={m.retried}
      onClose={m.closeRequested}
    />
  );
}
