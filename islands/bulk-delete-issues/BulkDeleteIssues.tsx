import { useUnit } from 'effector-react';
import type { BulkDeleteModel } from '../../src/models/bulk-delete';
import { BulkDeleteIssuesDialog } from './BulkDeleteIssuesDialog';

/** The bulk delete dialog fed by its model's view. */
export function BulkDeleteIssues({ model }: { model: BulkDeleteModel }) {
  return <BulkDeleteIssuesDialog {...useUnit(model.view)} />;
}
