import { useUnit } from 'effector-react';
import type { AddExistingIssuesModel } from '../../src/models/add-existing-issues';
import { AddExistingIssuesDialog } from './AddExistingIssuesDialog';

export interface AddExistingIssuesProps {
  model: AddExistingIssuesModel;
  targetLabel?: string;
  showWorkspaceToggle?: boolean;
}

/** The add-existing-issues dialog wired to its model; fire `model.opened` to open it. */
export function AddExistingIssues({ model, targetLabel, showWorkspaceToggle = false }: AddExistingIssuesProps) {
  const m = useUnit({
    open: model.$open,
    term: model.$term,
    debouncedTerm: model.$debouncedTerm,
    searching: model.$searching,
    results: model.$results,
    total: model.$total,
    searchError: model.$searchError,
    selected: model.$selected,
    selectedIds: model.$selectedIds,
    workspaceSearch: model.$workspaceSearch,
    adding: model.$adding,
    termChanged: model.termChanged,
    workspaceSearchToggled: model.workspaceSearchToggled,
    issueToggled: model.issueToggled,
    chipRemoved: model.chipRemoved,
    submitted: model.submitted,
    retried: model.retried,
    closeRequested: model.closeRequested,
  });
  return (
    <AddExistingIssuesDialog
      open={m.open}
      targetLabel={targetLabel}
      term={m.term}
      debouncedTerm={m.debouncedTerm}
      searching={m.searching}
      results={m.results}
      total={m.total}
      searchError={m.searchError}
      selected={m.selected}
      selectedIds={m.selectedIds}
      workspaceSearch={m.workspaceSearch}
      showWorkspaceToggle={showWorkspaceToggle}
      adding={m.adding}
      onTermChange={m.termChanged}
      onWorkspaceSearchChange={m.workspaceSearchToggled}
      onToggle={m.issueToggled}
      onRemoveChip={m.chipRemoved}
      onSubmit={m.submitted}
      onRetry={m.retried}
      onClose={m.closeRequested}
    />
  );
}
