import type { ReactNode } from 'react';
import { emptyStateByKey } from '../../src/domain/empty-states';
import { settingsMessages } from '../../src/domain/messages';
import { EmptyState } from '../empty-state/EmptyState';
import { Spinner } from '../ui/Spinner';
import { LoadError } from '../ui/LoadError';

export interface CollectionListProps<T extends { id: string }> {
  items: T[];
  loaded: boolean;
  loadError: string | null;
  onRetry: () => void;
  /** The empty state shown when the collection has nothing yet (REFERENCE 2.10 key). */
  emptyKey: string;
  label: string;
  renderItem: (item: T) => ReactNode;
  /** Extra classes for each row (e.g. `flex-wrap` when a row holds several controls). */
  rowClassName?: string;
}

/** A settings collection (tokens, webhooks, exports, imports): error with retry, loading, empty state, or the rows. */
export function CollectionList<T extends { id: string }>({ items, loaded, loadError, onRetry, emptyKey, label, renderItem, rowClassName = '' }: CollectionListProps<T>) {
  if (loadError) {
    return (
      <LoadError message={loadError} retryLabel={settingsMessages.retry} onRetry={onRetry} />
    );
  }
  if (!loaded) {
    return <p role="status" className="flex items-center gap-2 text-sm text-muted"><Spinner className="size-4" /> {settingsMessages.loading}</p>;
  }
  if (items.length === 0) {
    return <div className="rounded-xl border border-line"><EmptyState entry={emptyStateByKey(emptyKey)!} size="card" headingLevel={3} /></div>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={`flex items-center gap-3 px-3 py-2 text-sm ${rowClassName}`.trim()}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
