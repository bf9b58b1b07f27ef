import { useUnit } from 'effector-react';
import { fieldLabel } from '../../src/domain/date-filter';
import type { DateFilterModel } from '../../src/models/date-filter';
import { lazyWhenIdle } from '../ui/lazy-when-idle';

// The calendar (react-day-picker) and the dialog are not needed to paint the page that hosts the filter.
const DateFilterDialog = lazyWhenIdle(() => import('./DateFilterDialog').then((m) => m.DateFilterDialog), (p) => p.open);

/** The date filter dialog wired to its model, loaded once the page is idle or when first opened. */
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
