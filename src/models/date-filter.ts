import { createEvent, createStore, sample, split } from 'effector';
import {
  canApply, changeType, dateFilterValues, defaultDateFilter, pickEnd, pickStart,
  type DateFilterDraft, type DateFilterField, type DateFilterType,
} from '../domain/date-filter';
import { createDisclosure } from './kit';

export type AppliedDateFilters = Partial<Record<DateFilterField, string[]>>;

/**
 * The custom date filter dialog and the filters it applied. Every opening starts from the default
 * (range, today to next month); `now` is injectable so stories and tests are not tied to the clock.
 */
export function createDateFilterModel(now: () => Date = () => new Date()) {
  /** Opens on a field's custom date. */
  const dialog = createDisclosure<DateFilterField>();
  const { opened: openRequested, closed } = dialog;
  /** "Custom" in a field's filter menu: opens the dialog, or removes the custom date already applied. */
  const customClicked = createEvent<DateFilterField>();
  const typeChanged = createEvent<DateFilterType>();
  const startPicked = createEvent<Date>();
  const endPicked = createEvent<Date>();
  const applied = createEvent();
  const filterRemoved = createEvent<DateFilterField>();
  const allCleared = createEvent();

  const { $open } = dialog;
  const $field = createStore<DateFilterField>('target_date').on(openRequested, (_, field) => field);
  const $draft = createStore<DateFilterDraft>(defaultDateFilter(now()))
    .on(openRequested, () => defaultDateFilter(now()))
    .on(typeChanged, (draft, type) => changeType(draft, type))
    .on(startPicked, (draft, day) => pickStart(draft, day))
    .on(endPicked, (draft, day) => pickEnd(draft, day));
  const $canApply = $draft.map(canApply);
  const $filters = createStore<AppliedDateFilters>({})
    .on(filterRemoved, (filters, field) => {
      const { [field]: _removed, ...rest } = filters;
      return rest;
    })
    .reset(allCleared);

  // Decide once, from the filters as they were when "Custom" was clicked.
  const customDecided = sample({
    clock: customClicked,
    source: $filters,
    fn: (filters, field) => ({ field, applied: Boolean(filters[field]) }),
  });
  split({
    source: customDecided,
    match: { remove: ({ applied }) => applied, open: ({ applied }) => !applied },
    cases: {
      remove: filterRemoved.prepend(({ field }: { field: DateFilterField }) => field),
      open: openRequested.prepend(({ field }: { field: DateFilterField }) => field),
    },
  });

  const accepted = sample({
    clock: applied,
    source: { draft: $draft, field: $field, open: $open },
    filter: ({ draft, open }) => open && canApply(draft),
  });
  $filters.on(accepted, (filters, { draft, field }) => ({ ...filters, [field]: dateFilterValues(draft) }));
  sample({ clock: accepted, target: closed });

  return {
    openRequested, customClicked, closed, typeChanged, startPicked, endPicked, applied, filterRemoved, allCleared,
    $open, $field, $draft, $canApply, $filters,
  };
}

export type DateFilterModel = ReturnType<typeof createDateFilterModel>;
