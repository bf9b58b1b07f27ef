import { useUnit } from 'effector-react';
import type { IssueTarget } from '../../src/api/issues';
import { issueKey } from '../../src/domain/issue-search';
import { issuePickerMessages } from '../../src/domain/messages';
import { createTargetIssuesModel } from '../../src/models/issue-target';
import { Button } from '../ui/Button';
import { AddExistingIssues } from './AddExistingIssues';
import { useMounted } from '../ui/use-mounted';
import { useIslandModel } from '../ui/use-island-model';

export interface TargetIssuesProps {
  workspaceSlug: string;
  projectId: string;
  target: IssueTarget;
  /** "Cycle Sprint 21" */
  targetLabel: string;
  showWorkspaceToggle?: boolean;
  /** The button's text; the component page names it OPEN_DEMO. */
  buttonLabel?: string;
}

/**
 * A cycle's or module's issues with the "Add existing issues" dialog, for the cycle and module
 * pages: the list reloads after issues are added, so the mock's record is visible.
 */
export function TargetIssues({ workspaceSlug, projectId, target, targetLabel, showWorkspaceToggle = false, buttonLabel = issuePickerMessages.addExistingTitle }: TargetIssuesProps) {
  const targetKey = target.kind === 'cycle' ? target.cycleId : target.moduleId;
  const { picker, list } = useIslandModel(() => {
    const t: IssueTarget = target.kind === 'cycle' ? { kind: 'cycle', cycleId: targetKey } : { kind: 'module', moduleId: targetKey };
    return createTargetIssuesModel({ workspaceSlug, projectId, target: t });
  }, [workspaceSlug, projectId, target.kind, targetKey]);
  const m = useUnit({ issues: list.$issues, loaded: list.$loaded, error: list.$error, mounted: list.mounted, open: picker.opened, canAdd: picker.$canAdd });

  useMounted(m.mounted);

  return (
    <section aria-label={targetLabel} className="flex flex-col gap-3">
      {/* On a phone the button has a line of its own: the heading grows by its count when the list comes. */}
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-base font-semibold">
          {m.loaded ? issuePickerMessages.targetIssuesHeading(targetLabel, m.issues.length) : targetLabel}
        </h3>
        {m.canAdd && (
          <Button variant="primary" onClick={m.open}>
            {buttonLabel}
          </Button>
        )}
      </div>
      {m.error ? (
        <p role="alert" className="text-sm text-danger">
          {m.error}
        </p>
      ) : m.loaded && m.issues.length === 0 ? (
        <p className="text-sm text-muted">{issuePickerMessages.targetEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line" aria-label={issuePickerMessages.listLabel}>
          {m.issues.map((issue) => (
            <li key={issue.id} className="flex items-center gap-2.5 px-3 py-2 text-sm">
              <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: issue.state__color }} />
              <span className="w-16 shrink-0 font-mono text-xs text-muted">{issueKey(issue)}</span>
              <span className="min-w-0 flex-1 truncate">{issue.name}</span>
            </li>
          ))}
        </ul>
      )}
      <AddExistingIssues model={picker} targetLabel={targetLabel} showWorkspaceToggle={showWorkspaceToggle} />
    </section>
  );
}
