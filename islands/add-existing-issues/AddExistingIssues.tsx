import { useUnit } from 'effector-react';
import type { AddExistingIssuesModel } from '../../src/models/add-existing-issues';
import { AddExistingIssuesDialog } from './AddExistingIssuesDialog';

export interface AddExistingIssuesProps {
  model: AddExistingIssuesModel;
  targetLabel?: string;
  showWorkspaceToggle?: boolean;
}

/** The add-existing-issues dialog fed by its model's view; fire `model.opened` to open it. */
export function AddExistingIssues({ model, targetLabel, showWorkspaceToggle = false }: AddExistingIssuesProps) {
  return <AddExistingIssuesDialog {...useUnit(model.view)} targetLabel={targetLabel} showWorkspaceToggle={showWorkspaceToggle} />;
}
