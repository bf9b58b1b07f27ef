import type { CycleSummary, ModuleSummary } from '../../src/domain/entities';
import { projectOverviewMessages as t } from '../../src/domain/messages';
import { formatDay } from '../ui/format-day';
import { ProgressMeter } from './ProgressMeter';

export type PlanItem = (CycleSummary & { kind: 'cycle' }) | (ModuleSummary & { kind: 'module' });

/** A cycle's dates; Plane's draft cycles have none. */
function Dates({ item }: { item: PlanItem }) {
  if (item.kind !== 'cycle') return null;
  if (!item.start_date || !item.end_date) return <p className="text-xs text-muted">{t.noDates}</p>;
  return (
    <p className="text-xs text-muted">
      <time dateTime={item.start_date}>{formatDay(item.start_date)}</time> – <time dateTime={item.end_date}>{formatDay(item.end_date)}</time>
    </p>
  );
}

/** A project's cycles or modules: each name links to its page, with its dates and its progress. */
export function PlanList({ items, label, hrefOf }: { items: readonly PlanItem[]; label: string; hrefOf: (item: PlanItem) => string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
      {items.map((item) => (
        <li key={item.id} className="flex min-h-14 items-center gap-4 px-3 py-2">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <a
              href={hrefOf(item)}
              title={item.name}
              className="truncate rounded-sm text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {item.name}
            </a>
            <Dates item={item} />
          </div>
          <ProgressMeter name={item.name} counts={item} />
        </li>
      ))}
    </ul>
  );
}
