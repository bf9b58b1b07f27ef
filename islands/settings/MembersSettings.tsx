import { useEffect, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { emptyStateByKey } from '../../src/domain/empty-states';
import { settingsMessages } from '../../src/domain/messages';
import { roleLabel } from '../../src/domain/roles';
import { displayName, initials } from '../../src/domain/users';
import { $members, loadMembersFx, membersRequested } from '../../src/models/members';
import { Spinner } from '../ui/Spinner';
import { EmptyState } from '../empty-state/EmptyState';
import { SearchInput } from '../ui/SearchInput';

const t = settingsMessages.members;

/** Members with their roles, searchable by name or email. */
export function MembersSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const { members, pending, request } = useUnit({ members: $members, pending: loadMembersFx.pending, request: membersRequested });
  const [query, setQuery] = useState('');
  useEffect(() => {
    request(workspaceSlug);
  }, [request, workspaceSlug]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return members.filter(({ member }) => !q || [member.display_name, member.first_name, member.last_name, member.email].some((v) => (v ?? '').toLowerCase().includes(q)));
  }, [members, query]);

  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="members-heading" className="text-lg font-semibold">
          {t.heading} <span className="text-sm font-normal text-muted">{t.count(members.length)}</span>
        </h2>
        <SearchInput label={t.searchLabel} labelHidden value={query} onChange={setQuery} placeholder={t.searchPlaceholder} width="w-64" />
      </div>
      {pending && members.length === 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted"><Spinner className="size-4" /> {settingsMessages.loading}</p>
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-line"><EmptyState entry={emptyStateByKey('members-empty-search')!} size="card" headingLevel={3} /></div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t.nameColumn}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t.emailColumn}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t.roleColumn}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {shown.map(({ member, role }) => (
                <tr key={member.id}>
                  <td className="px-3 py-2">
                    <span className="flex items-center gap-2">
                      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary" aria-hidden="true">{initials(member)}</span>
                      <span>
                        <span className="font-medium">{displayName(member)}</span>
                        {member.is_bot && <span className="ml-2 rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted">{t.bot}</span>}
                        <span className="block text-xs text-muted">{[member.first_name, member.last_name].filter(Boolean).join(' ')}</span>
                      </span>
                    </span>
                  </td>
                  <td className="px-3 py-2 text-muted">{member.email}</td>
                  <td className="px-3 py-2">{roleLabel(role)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
