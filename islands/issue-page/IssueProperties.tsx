import type { Issue, Label, Member, State } from '../../src/domain/entities';
import { displayName } from '../../src/domain/users';

const PRIORITY_LABEL: Record<Issue['priority'], string> = {
  urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low', none: 'None',
};

export interface IssuePropertiesProps {
  issue: Issue;
  states: State[];
  labels: Label[];
  members: Member[];
}

/** The issue's state, priority, assignees and labels, as a definition list. */
export function IssueProperties({ issue, states, labels, members }: IssuePropertiesProps) {
  const state = states.find((s) => s.id === issue.state_id);
  const assignees = issue.assignee_ids
    .map((id) => members.find((m) => m.member.id === id)?.member)
    .filter((u): u is Member['member'] => Boolean(u));
  const issueLabels = issue.label_ids.map((id) => labels.find((l) => l.id === id)).filter((l): l is Label => Boolean(l));
  return (
    <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm wrap-anywhere">
      <dt className="text-muted">State</dt>
      <dd className="flex items-center gap-2">
        <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ background: state?.color ?? issue.state__color }} />
        {state?.name ?? issue.state__name}
      </dd>
      <dt className="text-muted">Priority</dt>
      <dd>{PRIORITY_LABEL[issue.priority] ?? 'None'}</dd>
      <dt className="text-muted">Assignees</dt>
      <dd>{assignees.length ? assignees.map((u) => displayName(u)).join(', ') : <span className="text-muted">No assignee</span>}</dd>
      <dt className="text-muted">Labels</dt>
      <dd className="flex flex-wrap gap-1.5">
        {issueLabels.length ? (
          issueLabels.map((label) => (
            <span key={label.id} title={label.name} className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs">
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ background: label.color }} />
              <span className="truncate">{label.name}</span>
            </span>
          ))
        ) : (
          <span className="text-muted">No labels</span>
        )}
      </dd>
    </dl>
  );
}
