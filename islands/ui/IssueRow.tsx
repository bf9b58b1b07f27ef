import type { HTMLAttributes, ReactNode } from 'react';
import type { Issue } from '../../src/domain/entities';
import { issueKey } from '../../src/domain/issue-search';
import { buildIssueUrl } from '../../src/domain/routes';
import { cn } from './cn';
import { sitePage } from './site-path';

export interface IssueRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  workspaceSlug: string;
  issue: Pick<Issue, 'id' | 'name' | 'sequence_id' | 'project_id' | 'project__identifier' | 'state__color' | 'state__name'>;
  /** Before the state's dot: a list's selection checkbox, where rows can be selected. */
  leading?: ReactNode;
  /** A list that moves focus by arrow keys takes the link out of the tab order (-1) but on its active row. */
  linkTabIndex?: number;
  selected?: boolean;
  active?: boolean;
}

/**
 * One issue as the product's lists show it (the workspace tabs, the project overview): the
 * state's colour, the key, the name linking to the issue, and the state's name from `sm` up.
 */
export function IssueRow({ workspaceSlug, issue, leading, linkTabIndex, selected = false, active = false, className, ...rest }: IssueRowProps) {
  return (
    <div
      {...rest}
      className={cn(
        'flex items-center gap-3 border-b border-line px-3 text-sm',
        selected ? 'bg-primary-soft' : 'hover:bg-surface-2',
        active && 'outline-2 -outline-offset-2 outline-primary',
        className,
      )}
    >
      {leading}
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: issue.state__color }} />
      <span className="w-16 shrink-0 font-mono text-xs text-muted">{issueKey(issue)}</span>
      <span className="min-w-0 flex-1 truncate">
        <a
          href={sitePage(buildIssueUrl(workspaceSlug, issue.project_id, issue.id))}
          onClick={(event) => event.stopPropagation()}
          tabIndex={linkTabIndex}
          title={issue.name}
          className="hover:underline"
        >
          {issue.name}
        </a>
      </span>
      <span className="hidden shrink-0 text-xs text-muted sm:inline">{issue.state__name}</span>
    </div>
  );
}
