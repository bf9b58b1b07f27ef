import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Field, Label } from '@headlessui/react';
import { useId } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import './date-filter.css';
import {
  DATE_FILTER_TYPES, endDisabledBefore, formatFilterDate, isRangeInverted, startDisabledAfter, typeLabel,
  type DateFilterDraft, type DateFilterType,
} from '../../src/domain/date-filter';
import { dateFilterMessages } from '../../src/domain/messages';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { CheckIcon, XIcon } from '../ui/icons';

export interface DateFilterDialogProps {
  open: boolean;
  /** The filtered field's name: "Start date", "Due date", "Created date". */
  title: string;
  draft: DateFilterDraft;
  canApply: boolean;
  /** Highlighted as today in the calendars (fixed in stories). */
  today?: Date;
  onTypeChange: (type: DateFilterType) => void;
  onStartPick: (day: Date) => void;
  onEndPick: (day: Date) => void;
  onApply: () => void;
  onClose: () => void;
}

/**
 * The custom date filter (REFERENCE 2.1): a type, one calendar for before/after, two for a range
 * where neither end can cross the other, a summary, and Apply (disabled while the range is inverted).
 */
export function DateFilterDialog({ open, title, draft, canApply, today, onTypeChange, onStartPick, onEndPick, onApply, onClose }: DateFilterDialogProps) {
  const range = draft.type === 'range';
  const startLimit = startDisabledAfter(draft);
  const inverted = isRangeInverted(draft);
  const ids = useId();
  return (
    <Dialog open={open} onClose={onClose} title={title} size="2xl" className="date-filter relative">
      <button
        type="button"
        onClick={onClose}
        aria-label={dateFilterMessages.close}
        className="absolute right-3 top-3 grid size-8 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
      >
        <XIcon />
      </button>
      <DialogBody gap={4}>
        <Field className="flex flex-col gap-1">
          <Label className="text-xs font-medium text-muted">{dateFilterMessages.typeLabel}</Label>
          <Listbox value={draft.type} onChange={onTypeChange}>
            <ListboxButton className="flex h-9 w-full items-center justify-between rounded-md border border-line bg-canvas px-3 text-left text-sm font-medium sm:w-64">
              {typeLabel(title, draft.type)}
              <span aria-hidden="true" className="text-muted">▾</span>
            </ListboxButton>
            <ListboxOptions anchor="bottom start" className="z-[70] w-[var(--button-width)] rounded-md border border-line bg-surface p-1 text-sm shadow-lg [--anchor-gap:4px] focus:outline-none">
              {DATE_FILTER_TYPES.map((type) => (
                <ListboxOption key={type} value={type} className="group flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 data-focus:bg-surface-2">
                  <CheckIcon size={14} className="invisible text-primary group-data-selected:visible" />
                  {typeLabel(title, type)}
                </ListboxOption>
              ))}
            </ListboxOptions>
          </Listbox>
        </Field>
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-6">
          <Calendar
            labelId={`${ids}-start`}
            label={range ? dateFilterMessages.startCalendar : typeLabel(title, draft.type)}
            selected={draft.start}
            onSelect={onStartPick}
            disabled={startLimit ? { after: startLimit } : undefined}
            today={today}
          />
          {range && (
            <Calendar
              labelId={`${ids}-end`}
              label={dateFilterMessages.endCalendar}
              selected={draft.end}
              onSelect={onEndPick}
              disabled={{ before: endDisabledBefore(draft) }}
              today={today}
            />
          )}
        </div>
        {range && (
          <p className="flex flex-wrap gap-x-4 text-sm" aria-live="polite">
            <span>
              <span className="text-muted">{dateFilterMessages.afterLabel}</span> {formatFilterDate(draft.start)}
            </span>
            {!inverted && (
              <span>
                <span className="text-muted">{dateFilterMessages.beforeLabel}</span> {formatFilterDate(draft.end)}
              </span>
            )}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>{dateFilterMessages.cancel}</Button>
        <Button variant="primary" onClick={onApply} disabled={!canApply}>
          {dateFilterMessages.apply}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

interface CalendarProps {
  labelId: string;
  label: string;
  selected: Date;
  onSelect: (day: Date) => void;
  disabled: Matcher | undefined;
  today?: Date;
}

/** One month to pick a day in, named by the line above it; it opens on the chosen day. */
function Calendar({ labelId, label, selected, onSelect, disabled, today }: CalendarProps) {
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
      <p id={labelId} className="text-xs font-medium text-muted">{label}</p>
      <DayPicker mode="single" required selected={selected} onSelect={onSelect} defaultMonth={selected} disabled={disabled} today={today} />
    </div>
  );
}
