import { describe, expect, it } from 'vitest';
import {
  canApply, changeType, dateFilterValues, defaultDateFilter, describeDateFilter, endDisabledBefore, fieldLabel,
  formatFilterDate, isRangeInverted, parseDateFilterValue, pickEnd, pickStart, startDisabledAfter, toIsoDate, typeLabel,
  type DateFilterDraft, type DateFilterType,
} from './date-filter';

const d = (iso: string) => new Date(`${iso}T00:00:00`);
const draft = (type: DateFilterType, start: string, end: string): DateFilterDraft => ({ type, start: d(start), end: d(end) });

describe('default: range from today to the same day next month', () => {
  it.each([
    ['2026-11-22T15:45:00', '2026-11-22', '2026-12-22'],
    ['2026-01-31T08:00:00', '2026-01-31', '2026-02-28'],
    ['2028-01-31T23:59:00', '2028-01-31', '2028-02-29'],
    ['2026-12-15T00:00:00', '2026-12-15', '2027-01-15'],
  ])('now %s -> %s .. %s', (now, start, end) => {
    const value = defaultDateFilter(new Date(now));
    expect(value.type).toBe('range');
    expect(toIsoDate(value.start)).toBe(start);
    expect(toIsoDate(value.end)).toBe(end);
    expect(value.start.getHours()).toBe(0);
  });

  it('is a fresh object every time', () => {
    const now = new Date();
    expect(defaultDateFilter(now)).not.toBe(defaultDateFilter(now));
  });
});

describe('emitted values', () => {
  it.each<[DateFilterDraft, string[]]>([
    [draft('range', '2026-11-20', '2026-12-20'), ['2026-11-20;after', '2026-12-20;before']],
    [draft('range', '2026-11-20', '2026-11-20'), ['2026-11-20;after', '2026-11-20;before']],
    [draft('after', '2026-11-20', '2026-01-01'), ['2026-11-20;after']],
    [draft('before', '2026-03-05', '2026-01-01'), ['2026-03-05;before']],
    [draft('range', '2026-12-21', '2026-12-20'), []],
  ])('%# %o', (value, expected) => expect(dateFilterValues(value)).toEqual(expected));
});

describe('Apply is disabled only when a range starts after it ends', () => {
  it.each<[DateFilterType, string, string, boolean]>([
    ['range', '2026-11-20', '2026-12-20', true],
    ['range', '2026-11-20', '2026-11-20', true],
    ['range', '2026-11-21', '2026-11-20', false],
    ['after', '2026-11-21', '2026-11-20', true],
    ['before', '2026-11-21', '2026-11-20', true],
  ])('%s %s..%s -> %s', (type, start, end, expected) => {
    expect(canApply(draft(type, start, end))).toBe(expected);
    expect(isRangeInverted(draft(type, start, end))).toBe(type === 'range' && !expected);
  });

  it('an invalid date cannot be applied', () => {
    expect(canApply({ type: 'after', start: new Date('nope'), end: d('2026-01-01') })).toBe(false);
  });
});

describe('disabling rules of the two calendars', () => {
  it('in a range the start calendar refuses days after the end; otherwise nothing', () => {
    expect(toIsoDate(startDisabledAfter(draft('range', '2026-11-20', '2026-12-20'))!)).toBe('2026-12-20');
    expect(startDisabledAfter(draft('after', '2026-11-20', '2026-12-20'))).toBeNull();
    expect(startDisabledAfter(draft('before', '2026-11-20', '2026-12-20'))).toBeNull();
  });

  it('the end calendar refuses days before the start', () => {
    expect(toIsoDate(endDisabledBefore(draft('range', '2026-11-20', '2026-12-20')))).toBe('2026-11-20');
  });

  const base = draft('range', '2026-11-20', '2026-12-20');
  it.each([
    ['2026-11-25', '2026-11-25'],
    ['2026-12-20', '2026-12-20'],
    ['2026-12-21', '2026-11-20'],
    ['2027-01-01', '2026-11-20'],
    ['2026-01-01', '2026-01-01'],
  ])('range: picking start %s gives %s', (day, expected) => expect(toIsoDate(pickStart(base, d(day)).start)).toBe(expected));

  it.each([
    ['2026-11-25', '2026-11-25'],
    ['2026-11-20', '2026-11-20'],
    ['2026-11-19', '2026-12-20'],
    ['2026-01-01', '2026-12-20'],
    ['2027-06-01', '2027-06-01'],
  ])('range: picking end %s gives %s', (day, expected) => expect(toIsoDate(pickEnd(base, d(day)).end)).toBe(expected));

  it('before/after may pick any start', () => {
    expect(toIsoDate(pickStart(draft('after', '2026-11-20', '2026-12-20'), d('2027-03-01')).start)).toBe('2027-03-01');
  });

  it('clicking the selected day again is ignored (same object back)', () => {
    expect(pickStart(base, d('2026-11-20'))).toBe(base);
    expect(pickEnd(base, d('2026-12-20'))).toBe(base);
  });

  it('switching to range after picking a late start makes the draft inverted, so Apply disables', () => {
    const after = pickStart(draft('after', '2026-11-20', '2026-12-20'), d('2027-01-10'));
    const range = changeType(after, 'range');
    expect(isRangeInverted(range)).toBe(true);
    expect(canApply(range)).toBe(false);
    expect(dateFilterValues(range)).toEqual([]);
  });
});

describe('reading values back for chips', () => {
  it.each([
    ['2026-11-20;after', '2026-11-20', 'after'],
    ['2026-02-28;before', '2026-02-28', 'before'],
  ])('%s', (value, date, relation) => {
    const parsed = parseDateFilterValue(value)!;
    expect(toIsoDate(parsed.date)).toBe(date);
    expect(parsed.relation).toBe(relation);
  });

  it.each(['2026-02-30;after', '2026-11-20;range', '2026-11-20', '', '20-11-2026;after', '2026-11-20;after;x'])(
    '%j is malformed',
    (value) => expect(parseDateFilterValue(value)).toBeNull(),
  );

  it.each<[string[], string]>([
    [['2026-11-20;after', '2026-12-20;before'], 'Due date after Nov 20, 2026 and before Dec 20, 2026'],
    [['2026-03-05;before'], 'Due date before Mar 05, 2026'],
    [['garbage'], 'Due date'],
  ])('%j', (values, label) => expect(describeDateFilter('Due date', values)).toBe(label));

  it('labels', () => {
    expect(typeLabel('Start date', 'before')).toBe('Start date before');
    expect(fieldLabel('target_date')).toBe('Due date');
    expect(formatFilterDate(d('2026-11-05'))).toBe('Nov 05, 2026');
  });
});
