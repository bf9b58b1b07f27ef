import type { Story } from '@ladle/react';
import { useState } from 'react';
import { canApply, changeType, defaultDateFilter, pickEnd, pickStart, type DateFilterDraft } from '../../src/domain/date-filter';
import { DateFilterDialog } from './DateFilterDialog';
import { AppliedDateFilters } from './AppliedDateFilters';
import type { AppliedDateFilters as Filters } from '../../src/models/date-filter';

/** A fixed "today", so the screenshots do not change with the calendar. */
const today = new Date(2026, 10, 20);
const noop = () => undefined;

function Harness({ initial, title = 'Due date' }: { initial: DateFilterDraft; title?: string }) {
  const [draft, setDraft] = useState(initial);
  return (
    <DateFilterDialog
      open
      title={title}
      draft={draft}
      canApply={canApply(draft)}
      today={today}
      onTypeChange={(type) => setDraft((d) => changeType(d, type))}
      onStartPick={(day) => setDraft((d) => pickStart(d, day))}
      onEndPick={(day) => setDraft((d) => pickEnd(d, day))}
      onApply={noop}
      onClose={noop}
    />
  );
}

const base = defaultDateFilter(today);

export const Range: Story = () => <Harness initial={base} />;

export const Before: Story = () => <Harness initial={{ ...base, type: 'before' }} title="Start date" />;

export const After: Story = () => <Harness initial={{ ...base, type: 'after' }} title="Created date" />;

export const InvertedRange: Story = () => <Harness initial={{ type: 'range', start: new Date(2027, 0, 10), end: new Date(2026, 11, 20) }} />;

export const SameDayRange: Story = () => <Harness initial={{ type: 'range', start: today, end: today }} />;

function ChipsHarness({ initial }: { initial: Filters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <div className="max-w-2xl">
      <AppliedDateFilters
        filters={filters}
        onRemove={(field) =>
          setFilters((f) => {
            const { [field]: _gone, ...rest } = f;
            return rest;
          })
        }
        onClearAll={() => setFilters({})}
      />
    </div>
  );
}

export const AppliedChips: Story = () => (
  <ChipsHarness initial={{ target_date: ['2026-11-20;after', '2026-12-20;before'], created_at: ['2026-10-01;after'], start_date: ['2026-12-01;before'] }} />
);

export const NoFilters: Story = () => <ChipsHarness initial={{}} />;
