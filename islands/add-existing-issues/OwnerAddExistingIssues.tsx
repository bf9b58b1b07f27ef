import { useUnit } from 'effector-react';
import type { AnalyticsOwner } from '../../src/api/analytics';
import { issuePickerMessages } from '../../src/domain/messages';
import { createOwnerPickerModel } from '../../src/models/issue-target';
import { Button } from '../ui/Button';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { AddExistingIssues } from './AddExistingIssues';
import { useIslandModel } from '../ui/use-island-model';

export interface OwnerAddExistingIssuesProps {
  owner: AnalyticsOwner;
  /** "Cycle Sprint 21", under the dialog's title. */
  targetLabel: string;
  /** A disabled modules feature or an archived module takes no new issues. */
  featureEnabled?: boolean;
}

/** "Add existing issues" on the demo cycle and module pages; the page's issue list refreshes after. */
function OwnerAddExistingIssues({ owner, targetLabel, featureEnabled = true }: OwnerAddExistingIssuesProps) {
  const ownerKey = JSON.stringify(owner);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the owner is compared by value
  const picker = useIslandModel(() => createOwnerPickerModel(owner), [ownerKey]);
  const { open, canAdd } = useUnit({ open: picker.opened, canAdd: picker.$canAdd });
  if (!featureEnabled || !canAdd) return null;
  return (
    <>
      <Button variant="primary" size="sm" onClick={open}>
        {issuePickerMessages.addExistingTitle}
      </Button>
      <AddExistingIssues model={picker} targetLabel={targetLabel} />
    </>
  );
}

export default withIslandBoundary(OwnerAddExistingIssues, 'add existing issues');
