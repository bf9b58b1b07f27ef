import { useRef } from 'react';
import { DATE_FILTER_FIELDS, describeDateFilter, type DateFilterField } from '../../src/domain/date-filter';
import { dateFilterMessages } from '../../src/domain/messages';
import type { AppliedDateFilters as Filters } from '../../src/models/date-filter';
import { XIcon } from '../ui/icons';

export interface AppliedDateFiltersProps {
  filters: Filters;
  onRemove: (field: DateFilterField) => void;
  onClearAll: () => void;
}

/** Applied filters as chips, each removable, in the fields' order. */
export function AppliedDateFilters({ filters, onRemove, onClearAll }: AppliedDateFiltersProps) {
  const applied = DATE_FILTER_FIELDS.filter((f) => filters[f.key]?.length);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The pressed button leaves the page with its chip, so focus moves to a neighbour or the heading.
  const remove = (field: DateFilterField) => {
    const index = applied.findIndex((f) => f.key === field);
    const neighbour = applied[index + 1] ?? applied[index - 1];
    onRemove(field);
    requestAnimationFrame(() => {
      const next = neighbour && listRef.current?.querySelector<HTMLButtonElement>(`[data-field="${neighbour.key}"]`);
      (next ?? headingRef.current)?.focus();
    });
  };
  const clearAll = () => {
    onClearAll();
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  return (
    <section aria-label={dateFilterMessages.appliedFilters} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
          {dateFilterMessages.appliedFilters}
        </h3>
        {applied.length > 1 && (
          <button type="button" onClick={clearAll} className="text-xs font-medium text-primary underline-offset-2 hover:underline">
            {dateFilterMessages.clearAll}
          </button>
        )}
      </div>
      {applied.length === 0 ? (
        <p className="text-sm text-muted">{dateFilterMessages.noFilters}</p>
      ) : (
        <ul ref={listRef} className="flex flex-wrap gap-2">
          {applied.map((field) => {
            const label = describeDateFilter(field.label, filters[field.key]!);
            return (
              <li key={field.key} className="flex items-center gap-1 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 text-sm">
                <span>{label}</span>
                <button
                  type="button"
                  data-field={field.key}
                  onClick={() => remove(field.key)}
                  aria-label={dateFilterMessages.removeFilter(label)}
                  className="grid size-6 place-items-center rounded-full text-muted hover:bg-canvas hover:text-fg"
                >
                  <XIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {applied.length > 0 && (
        <pre className="whitespace-pre-wrap break-all rounded-md bg-surface-2 p-2 font-mono text-xs text-muted">
          {applied.map((f) => `${f.key}=${filters[f.key]!.join(',')}`).join('&')}
        </pre>
      )}
    </section>
  );
}
