import { useUnit } from 'effector-react';
import { fieldLabel } from '../../src/domain/date-filter';
import type { DateFilterModel } from '../../src/models/date-filter';
import { DateFilterDialog } from './DateFilterDialog';

/** The date filter dialog wired to its model. */
export function DateFilter({ model }: { model: DateFilterModel }) {
  const m = useUnit({
    open: model.$open,
    field: model.$field,
    draft: model.$draft,
    canApply: model.$canApply,
    typeChanged: model.typeChanged,
    startPicked: model.startPicked,
    endPicked: model.endPicked,
    applied: model.applied,
    closed: model.closed,
  });
  return (
    <DateFilterDialog
      open={m.open}
      title={fieldLabel(m.field)}
      draft={m.draft}
      canApply={m.canApply}
      onTypeChange={m.typeChanged}
      onStartPick={m.startPicked}
      onEndPick={m.endPicked}
      onApply={m.applied}
      onClose={m.closed}
    />
  );
}
