import { useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { emptyStateGroups, type EmptyStateEntry } from '../../src/domain/empty-states';
import { emptyStateMessages } from '../../src/domain/messages';
import { roleLabel } from '../../src/domain/roles';
import { $role } from '../../src/models/session';
import { notify } from '../../src/models/toasts';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { EmptyState } from './EmptyState';
import { SearchInput } from '../ui/SearchInput';

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
  const groups = useMemo(
    () => emptyStateGroups().map((g) => ({ ...g, entries: g.entries.filter((e) => matches(e, query)) })).filter((g) => g.entries.length),
    [query],
  );
  const clicked = (text: string) => announce({ type: 'info', message: emptyStateMessages.clicked(text) });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchInput label={emptyStateMessages.pageFilterLabel} value={query} onChange={setQuery} placeholder={emptyStateMessages.pageFilterPlaceholder} width="w-72" />
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
