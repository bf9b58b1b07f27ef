import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { IssueLite } from '../../src/domain/entities';
import { issuePickerMessages } from '../../src/domain/messages';
import type { IssuePickerView } from '../../src/models/issue-picker';
import type { ViewProps } from '../../src/models/kit';
import { Dialog, DialogBody } from './Dialog';
import { IssueListbox, IssueListSkeleton, IssueSearchField, handleListKey, optionId } from './IssueListbox';
import { LoadError } from './LoadError';

/** A picker's state and callbacks: `useUnit(model.view)`, or a story's stand-in. */
export type IssuePickerState<Row extends IssueLite> = ViewProps<IssuePickerView<Row>>;

/** The rows are on screen (not loading, failed or empty): the list is the search field's popup. */
export const pickerListShown = ({ pending, error, rows }: Pick<IssuePickerState<IssueLite>, 'pending' | 'error' | 'rows'>) =>
  !pending && !error && rows.length > 0;

export interface IssuePickerDialogProps<Row extends IssueLite> {
  picker: IssuePickerState<Row>;
  title: string;
  description?: string;
  size: 'xl' | '2xl';
  searchPlaceholder: string;
  /** Placeholders instead of the rows; by default while the rows are fetched. */
  skeleton?: boolean;
  emptyText: string;
  /** The rows' identity: when it changes, the highlight goes to the first row (`highlightFirst`) or to none. */
  rowsKey: string;
  highlightFirst: boolean;
  listMaxHeight?: number;
  /** Between the search field and the rows (chips, a heading). */
  aboveList?: ReactNode;
  /** Under the rows, only when they are shown. */
  belowList?: ReactNode;
  footer?: ReactNode;
  /** The search field, for a picker that moves focus to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Dialogs that open over this one (a confirmation). */
  children?: ReactNode;
}

/**
 * The dialog shell of the issue pickers (bulk delete, add existing issues): a search field that
 * drives a virtualised multi-select list with the keyboard, and the loading, error with retry
 * and empty states in one place. Each picker adds its own title, chips, footer and follow-ups.
 */
export function IssuePickerDialog<Row extends IssueLite>(props: IssuePickerDialogProps<Row>) {
  const { picker, rowsKey, highlightFirst } = props;
  const { open, query, rows, selectedIds, error } = picker;
  const listId = useId();
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownInputRef;
  const [activeIndex, setActiveIndex] = useState(-1);
  const [seenKey, setSeenKey] = useState(rowsKey);
  // New rows put the highlight back on their first row.
  if (seenKey !== rowsKey) {
    setSeenKey(rowsKey);
    setActiveIndex(highlightFirst && rows.length ? 0 : -1);
  }
  useEffect(() => {
    if (!open) setActiveIndex(-1);
  }, [open]);

  const showList = pickerListShown(picker);
  const active = showList ? rows[activeIndex] : undefined;
  const keys = {
    count: showList ? rows.length : 0,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    onToggleActive: () => active && picker.onToggle(active),
  };

  return (
    <Dialog open={open} onClose={picker.onClose} title={props.title} description={props.description} size={props.size} initialFocus={inputRef}>
      <DialogBody>
        <IssueSearchField
          inputRef={inputRef}
          listId={listId}
          label={issuePickerMessages.searchLabel}
          placeholder={props.searchPlaceholder}
          value={query}
          expanded={showList}
          onChange={picker.onQueryChange}
          activeOptionId={active ? optionId(listId, active.id) : undefined}
          onKeyDown={(event) => handleListKey(event, { ...keys, spaceToggles: false })}
        />
        {props.aboveList}
        {(props.skeleton ?? picker.pending) ? (
          <IssueListSkeleton label={issuePickerMessages.loadingIssues} />
        ) : error ? (
          <LoadError message={error} retryLabel={issuePickerMessages.retry} onRetry={picker.onRetry} />
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">{props.emptyText}</p>
        ) : (
          <>
            <IssueListbox
              id={listId}
              label={issuePickerMessages.listLabel}
              issues={rows}
              selected={selectedIds}
              activeIndex={activeIndex}
              onActiveIndexChange={setActiveIndex}
              onToggle={picker.onToggle}
              maxHeight={props.listMaxHeight}
            />
            {props.belowList}
          </>
        )}
      </DialogBody>
      {props.footer}
      {props.children}
    </Dialog>
  );
}
