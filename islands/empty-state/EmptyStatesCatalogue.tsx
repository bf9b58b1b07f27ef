import { useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { emptyStateGroups, type EmptyStateEntry } from '../../src/domain/empty-states';
import { emptyStateMessages } from '../../src/domain/messages';
import { roleLabel } from '../../src/domain/roles';
import { $role } from '../../src/models/session';
import { notify } from '../../src/models/toasts';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { EmptyState } from './EmptyState';

const matches = (entry: EmptyStateEntry, query: string) => {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [entry.key, entry.title, entry.description ?? '', entry.primary?.text ?? '', entry.secondary?.text ?? '']
    .some((text) => text.toLowerCase().includes(q));
};

/** The /components/empty-states/ catalogue: every entry, live against the header's Role select. */
function EmptyStatesCatalogue() {
  const { role, announce } = useUnit({ role: $role, announce: notify });
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(
    () => emptyStateGroups().map((g) => ({ ...g, entries: g.entries.filter((e) => matches(e, query)) })).filter((g) => g.entries.length),
    [query],
  );
  const clicked = (text: string) => announce({ type: 'info', message: emptyStateMessages.clicked(text) });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {emptyStateMessages.pageFilterLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={emptyStateMessages.pageFilterPlaceholder}
            className="h-9 w-72 max-w-full rounded-md border border-line bg-canvas px-3 text-sm text-fg placeholder:text-muted focus:outline-2 focus:outline-primary"
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {emptyStateMessages.roleNote(roleLabel(role))}
        </p>
      </div>
      {groups.length === 0 && <p className="text-sm text-muted">{emptyStateMessages.noneMatch}</p>}
      {groups.map((group) => (
        <section key={group.group} aria-label={group.group} className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{group.group}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {group.entries.map((entry) => (
              <li key={entry.key} className="flex flex-col rounded-lg border border-line bg-canvas">
                <code className="border-b border-line px-3 py-1.5 text-xs text-muted">{entry.key}</code>
                <EmptyState
                  entry={entry}
                  size="card"
                  headingLevel={3}
                  onPrimary={() => entry.primary && clicked(entry.primary.text)}
                  onSecondary={() => entry.secondary && clicked(entry.secondary.text)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default withIslandBoundary(EmptyStatesCatalogue, 'empty states catalogue');
