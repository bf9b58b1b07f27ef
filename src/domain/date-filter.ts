/**
 * The custom date filter (SPEC sections 4 and 5, REFERENCE 2.1): before, after or range; range by
 * default from today to the same day next month; start never past end, end never before start;
 * Apply disabled while start is after end; emits `YYYY-MM-DD;after` / `YYYY-MM-DD;before`.
 * Dates are calendar days in the user's time zone.
 */
import { addMonths, format, isValid, parse, startOfDay } from 'date-fns';

export const DATE_FILTER_TYPES = ['before', 'after', 'range'] as const;
export type DateFilterType = (typeof DATE_FILTER_TYPES)[number];
export type DateRelation = 'after' | 'before';

export interface DateFilterDraft {
  type: DateFilterType;
  /** date1: the only date for before/after, the start ("after") of a range. */
  start: Date;
  /** date2: the end ("before") of a range. */
  end: Date;
}

/** The fields that offer a custom date filter, keyed by the query parameter they filter. */
export const DATE_FILTER_FIELDS = [
  { key: 'start_date', label: 'Start date' },
  { key: 'target_date', label: 'Due date' },
  { key: 'created_at', label: 'Created date' },
] as const;
export type DateFilterField = (typeof DATE_FILTER_FIELDS)[number]['key'];

export function fieldLabel(field: DateFilterField): string {
  return DATE_FILTER_FIELDS.find((f) => f.key === field)!.label;
}

/** Every opening starts here: range, today, and the same day next month (clamped to the month's end). */
export function defaultDateFilter(now: Date): DateFilterDraft {
  const today = startOfDay(now);
  return { type: 'range', start: today, end: addMonths(today, 1) };
}

export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** "Nov 20, 2026", as the summary and the chips show dates. */
export function formatFilterDate(date: Date): string {
  return format(date, 'MMM dd, yyyy');
}

const dayKey = (date: Date) => toIsoDate(date);

/** Start after end, which only matters for a range. */
export function isRangeInverted(draft: DateFilterDraft): boolean {
  return draft.type === 'range' && dayKey(draft.start) > dayKey(draft.end);
}

export function canApply(draft: DateFilterDraft): boolean {
  return isValid(draft.start) && (draft.type !== 'range' || (isValid(draft.end) && !isRangeInverted(draft)));
}

/** Days the first calendar refuses: in a range, every day after the end. */
export function startDisabledAfter(draft: DateFilterDraft): Date | null {
  return draft.type === 'range' ? startOfDay(draft.end) : null;
}

/** Days the second calendar refuses: every day before the start. */
export function endDisabledBefore(draft: DateFilterDraft): Date {
  return startOfDay(draft.start);
}

/** Picking a start the rules forbid, or the day already chosen, leaves the draft as it is. */
export function pickStart(draft: DateFilterDraft, day: Date): DateFilterDraft {
  const limit = startDisabledAfter(draft);
  if (limit && dayKey(day) > dayKey(limit)) return draft;
  if (dayKey(day) === dayKey(draft.start)) return draft;
  return { ...draft, start: startOfDay(day) };
}

export function pickEnd(draft: DateFilterDraft, day: Date): DateFilterDraft {
  if (dayKey(day) < dayKey(endDisabledBefore(draft))) return draft;
  if (dayKey(day) === dayKey(draft.end)) return draft;
  return { ...draft, end: startOfDay(day) };
}

export function changeType(draft: DateFilterDraft, type: DateFilterType): DateFilterDraft {
  return { ...draft, type };
}

/** What Apply emits; nothing while the draft cannot be applied. */
export function dateFilterValues(draft: DateFilterDraft): string[] {
  if (!canApply(draft)) return [];
  if (draft.type === 'range') return [`${toIsoDate(draft.start)};after`, `${toIsoDate(draft.end)};before`];
  return [`${toIsoDate(draft.start)};${draft.type}`];
}

export interface ParsedDateValue {
  date: Date;
  relation: DateRelation;
}

/** Reads one emitted value back; anything malformed is null rather than a wrong date. */
export function parseDateFilterValue(value: string): ParsedDateValue | null {
  const match = /^(\d{4}-\d{2}-\d{2});(after|before)$/.exec(value);
  if (!match) return null;
  const date = parse(match[1], 'yyyy-MM-dd', new Date(2000, 0, 1));
  if (!isValid(date) || toIsoDate(date) !== match[1]) return null;
  return { date, relation: match[2] as DateRelation };
}

/** "Due date after Nov 20, 2026 and before Dec 20, 2026", for the chip of an applied filter. */
export function describeDateFilter(title: string, values: readonly string[]): string {
  const parts = values
    .map(parseDateFilterValue)
    .filter((v): v is ParsedDateValue => v !== null)
    .map((v) => `${v.relation} ${formatFilterDate(v.date)}`);
  return parts.length ? `${title} ${parts.join(' and ')}` : title;
}

/** The type dropdown's wording: "Due date before", "Due date after", "Due date range". */
export function typeLabel(title: string, type: DateFilterType): string {
  return `${title} ${type}`;
}
