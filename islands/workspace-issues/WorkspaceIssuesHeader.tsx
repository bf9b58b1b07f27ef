import { workspaceIssueMessages } from '../../src/domain/messages';

/** The workspace issue tabs' title lines; no state, so a pre-rendered page renders it at build time. */
export function WorkspaceIssuesHeader({ workspaceSlug }: { workspaceSlug: string }) {
  return (
    <>
      <h1>{workspaceIssueMessages.heading}</h1>
      <p className="text-muted">Every issue of the workspace <code>{workspaceSlug}</code>, grouped by state group. Select several to delete them together.</p>
      {/* The list's state groups are h3: this (visually hidden) h2 keeps the heading levels in order. */}
      <h2 className="sr-only">{workspaceIssueMessages.listLabel}</h2>
    </>
  );
}
