import { sample, type Event, type EventCallable, type Store } from 'effector';
import type { IssueLite } from '../domain/entities';
import { issuePickerMessages } from '../domain/messages';
import { toastOn } from './kit';

/**
 * The units every issue picker dialog shows and sends (bulk delete, add existing issues): the
 * search, the rows, what is picked, the request in flight and the submit. Each picker model
 * exports a `view` of this shape plus its own units, and `useUnit(model.view)` is its dialog's props.
 */
export interface IssuePickerView<Row extends IssueLite> {
  open: Store<boolean>;
  query: Store<string>;
  /** The rows on screen: the filtered project issues, or the search results. */
  rows: Store<Row[]>;
  selectedIds: Store<ReadonlySet<string>>;
  /** The rows are being fetched. */
  pending: Store<boolean>;
  error: Store<string | null>;
  /** The delete or add is running: the dialog stays open and its buttons wait. */
  busy: Store<boolean>;
  onQueryChange: EventCallable<string>;
  onToggle: EventCallable<Row>;
  onSubmit: EventCallable<void>;
  onRetry: EventCallable<void>;
  onClose: EventCallable<void>;
}

/**
 * A picker's submit: with nothing picked, SPEC's "select at least one" error; with picks and the
 * role for it, the returned event carries them to the action.
 */
export function submitPicks<Pick>({ clock, $picked, $allowed }: { clock: Event<void>; $picked: Store<Pick[]>; $allowed: Store<boolean> }): Event<Pick[]> {
  toastOn(sample({ clock, source: $picked, filter: (picked) => picked.length === 0 }), 'error', issuePickerMessages.selectAtLeastOne);
  return sample({
    clock,
    source: { picked: $picked, allowed: $allowed },
    filter: ({ picked, allowed }) => picked.length > 0 && allowed,
    fn: ({ picked }) => picked,
  });
}
