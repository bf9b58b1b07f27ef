import { useEffect, type MouseEvent } from 'react';
import { useUnit } from 'effector-react';
import { ISSUE_TABS, type IssueTab } from '../../src/domain/constants';
import { issuePickerMessages, workspaceIssueMessages } from '../../src/domain/messages';
import { createWorkspaceIssuesModel } from '../../src/models/workspace-issues';
import { BulkDeleteConfirm } from '../bulk-delete-issues/BulkDeleteConfirm';
import { IssueListSkeleton } from '../ui/IssueListbox';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { cn } from '../ui/cn';
import { sitePage } from '../ui/site-path';
import { currentSiteRoute } from '../ui/site-route';
import { buildWorkspaceViewUrl } from '../../src/domain/routes';
import { GroupedIssueList } from './GroupedIssueList';
import { SelectionBar } from './SelectionBar';
import { LoadError } from '../ui/LoadError';
import { useIslandModel } from '../ui/use-island-model';

export interface WorkspaceIssuesProps {
  workspaceSlug: string;
  initialTab: IssueTab;
}

const tabPath = (slug: string, tab: IssueTab) => sitePage(buildWorkspaceViewUrl(slug, tab));

/** The tab of the address the browser went back or forward to, read through the site's router. */
function tabFromLocation(): IssueTab | null {
  const route = currentSiteRoute();
  return route?.name === 'workspaceViews' ? route.tab : null;
}

/**
 * The workspace issue tabs. Switching tab is a route change inside the page (history.pushState),
 * which clears the selection; each tab also has its own static page for direct visits.
 */
function WorkspaceIssues({ workspaceSlug, initialTab }: WorkspaceIssuesProps) {
  const model = useIslandModel(() => createWorkspaceIssuesModel(workspaceSlug), [workspaceSlug]);
  const m = useUnit({
    tab: model.$tab,
    groups: model.$groups,
    issues: model.$issues,
    loading: model.$loading,
    loadError: model.$loadError,
    canDelete: model.$canDelete,
    confirmOpen: model.$confirmOpen,
    deleting: model.$deleting,
    selected: model.selection.$selectedSet,
    active: model.selection.$active,
    count: model.selection.$count,
    groupStates: model.selection.$groupStates,
    tabChanged: model.tabChanged,
    retried: model.retried,
    deleteRequested: model.deleteRequested,
    deleteCancelled: model.deleteCancelled,
    deleteConfirmed: model.deleteConfirmed,
    entityClicked: model.selection.entityClicked,
    arrowPressed: model.selection.arrowPressed,
    groupToggled: model.selection.groupToggled,
    cleared: model.selection.cleared,
    escapePressed: model.escapePressed,
  });
  const { tabChanged, escapePressed } = m;
  useEffect(() => {
    tabChanged(initialTab);
    const onPopState = () => {
      const tab = tabFromLocation();
      if (tab) tabChanged(tab);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [initialTab, tabChanged]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog handles its own Escape (the model also ignores one while its question is open).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      escapePressed();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [escapePressed]);

  const goToTab = (event: MouseEvent<HTMLAnchorElement>, tab: IssueTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (tab === m.tab) return;
    window.history.pushState({ tab }, '', `${tabPath(workspaceSlug, tab)}${window.location.search}`);
    document.title = document.title.replace(/^[^·]*·/, `${workspaceIssueMessages.tabs[tab]} ·`);
    tabChanged(tab);
  };

  return (
    <div className="flex flex-col gap-4 pb-20">
      <nav aria-label={workspaceIssueMessages.tabsLabel} className="flex gap-1 overflow-x-auto border-b border-line">
        {ISSUE_TABS.map((tab) => (
          <a
            key={tab}
            href={tabPath(workspaceSlug, tab)}
            aria-current={tab === m.tab ? 'page' : undefined}
            onClick={(event) => goToTab(event, tab)}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
              tab === m.tab ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {workspaceIssueMessages.tabs[tab]}
          </a>
        ))}
      </nav>
      <p className="text-xs text-muted">{workspaceIssueMessages.hint}</p>
      {m.loadError ? (
        <LoadError message={m.loadError} retryLabel={workspaceIssueMessages.retry} onRetry={m.retried} />
      ) : m.loading && m.issues.length === 0 ? (
        <IssueListSkeleton label={workspaceIssueMessages.loading} rows={6} />
      ) : m.groups.length === 0 ? (
        <p className="rounded-lg border border-line px-3 py-10 text-center text-sm text-muted">{issuePickerMessages.noIssues}</p>
      ) : (
        <GroupedIssueList
          workspaceSlug={workspaceSlug}
          groups={m.groups}
          selected={m.selected}
          active={m.active}
          groupStates={m.groupStates}
          onEntityClick={(id, shift) => m.entityClicked({ id, shift })}
          onArrow={(direction, shift) => m.arrowPressed({ direction, shift })}
          onGroupToggle={m.groupToggled}
        />
      )}
      <SelectionBar count={m.count} canDelete={m.canDelete} deleting={m.deleting} onDelete={m.deleteRequested} onClear={m.cleared} />
      <BulkDeleteConfirm open={m.confirmOpen} count={m.count} deleting={m.deleting} onCancel={m.deleteCancelled} onConfirm={m.deleteConfirmed} />
    </div>
  );
}

export default withIslandBoundary(WorkspaceIssues, 'workspace issues');
