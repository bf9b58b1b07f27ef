import type { ReactNode } from 'react';
import type { EmptyStateEntry } from '../../src/domain/empty-states';
import { formatCount, projectOverviewMessages as t } from '../../src/domain/messages';
import { EmptyState } from '../empty-state/EmptyState';
import { LoadError } from '../ui/LoadError';

export interface OverviewSectionProps {
  id: string;
  title: string;
  /** The section's list as the server last answered it. */
  loaded: boolean;
  error: string | null;
  count: number;
  onRetry: () => void;
  /** Drawn until the first answer, as tall as the rows that replace it. */
  skeleton: ReactNode;
  /** The catalogue's empty state for this list. */
  empty: EmptyStateEntry;
  /** The catalogue's state for a feature the project has turned off: shown instead of the list. */
  disabled?: EmptyStateEntry | null;
  children: ReactNode;
}

/**
 * One list of the project overview, headed by its name and count: the server's reason with Retry
 * when it failed, grey rows until it answers, the catalogue's empty state when it has nothing.
 */
export function OverviewSection({ id, title, loaded, error, count, onRetry, skeleton, empty, disabled, children }: OverviewSectionProps) {
  // The page has no create dialogs, and its switches are below: an empty state names what is
  // missing but offers no button that would do nothing.
  const entry = { ...(disabled ?? empty), primary: undefined, secondary: undefined };
  const card = <div className="rounded-lg border border-line bg-surface"><EmptyState entry={entry} size="card" headingLevel={3} /></div>;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-baseline gap-2">
        <h2 id={id} className="text-base font-semibold">{title}</h2>
        {loaded && !error && !disabled && <span className="text-xs tabular-nums text-muted">{formatCount(count)}</span>}
      </div>
      {disabled ? (
        card
      ) : error ? (
        <LoadError message={error} retryLabel={t.retry} onRetry={onRetry} />
      ) : !loaded ? (
        skeleton
      ) : count === 0 ? (
        card
      ) : (
        children
      )}
    </section>
  );
}
