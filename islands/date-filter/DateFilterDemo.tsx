import { useUnit } from 'effector-react';
import { DATE_FILTER_FIELDS } from '../../src/domain/date-filter';
import { dateFilterMessages } from '../../src/domain/messages';
import { createDateFilterModel } from '../../src/models/date-filter';
import { Button } from '../ui/Button';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { AppliedDateFilters } from './AppliedDateFilters';
import { DateFilter } from './DateFilter';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

/** The /components/date-filter/ demo: "Custom" per field, the dialog, and the applied filters as chips. */
function DateFilterDemo() {
  const model = useIslandModel(() => createDateFilterModel(), []);
  const m = useUnit({
    filters: model.$filters,
    openRequested: model.openRequested,
    customClicked: model.customClicked,
    filterRemoved: model.filterRemoved,
    allCleared: model.allCleared,
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => m.openRequested('target_date')}>
          {OPEN_DEMO}
        </Button>
        {DATE_FILTER_FIELDS.map((field) => (
          <Button
            key={field.key}
            size="sm"
            aria-pressed={Boolean(m.filters[field.key])}
            onClick={() => m.customClicked(field.key)}
            className={m.filters[field.key] ? 'border-primary bg-primary-soft' : undefined}
          >
            {`${field.label}: ${dateFilterMessages.custom}`}
          </Button>
        ))}
      </div>
      <AppliedDateFilters filters={m.filters} onRemove={m.filterRemoved} onClearAll={m.allCleared} />
      <DateFilter model={model} />
    </div>
  );
}

export default withIslandBoundary(DateFilterDemo, 'date filter');
