import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { createIssuePageModel, type IssueRef } from '../../src/models/issue-page';
import { createLinksModel } from '../../src/models/links';
import { pageModel } from '../../src/models/kit';
import { $memberName, $members, membersRequested } from '../../src/models/members';
import { $role } from '../../src/models/session';
import { canWriteEntities } from '../../src/domain/roles';
import { issueKey } from '../../src/domain/issue-search';
import { LinksSection } from '../link-form/LinksSection';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Button } from '../ui/Button';
import { TrashIcon } from '../ui/icons';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { IssueProperties } from './IssueProperties';
import { ActivityFeed } from '../activity-feed/ActivityFeed';
import { IssueDescription } from './IssueDescription';
import { LoadError } from '../ui/LoadError';
import { NotFoundState } from '../ui/NotFoundState';
import { PageSkeleton } from '../ui/PageSkeleton';
import { PageHeader, projectCrumbs } from '../ui/PageHeader';
import { sitePage } from '../ui/site-path';
import { useDocumentTitle } from '../ui/use-document-title';
import { buildWorkspaceViewUrl } from '../../src/domain/routes';
import { issuePageMessages as t } from '../../src/domain/messages';
import { useIslandModel } from '../ui/use-island-model';

/** The demo issue page: the pieces of the shared layer on the route the product builds. */
function IssuePage({ workspaceSlug, projectId, issueId, workspaceName = workspaceSlug }: IssueRef & { workspaceName?: string }) {
  const ref = useMemo(() => ({ workspaceSlug, projectId, issueId }), [workspaceSlug, projectId, issueId]);
  // A pre-rendered page loaded both before this mounted (src/models/first-content.ts): the same ones, with their data.
  const model = useIslandModel(() => pageModel(createIssuePageModel, ref), [ref]);
  const links = useIslandModel(() => pageModel(createLinksModel, { kind: 'issue' as const, ...ref }), [ref]);
  const m = useUnit({
    issue: model.$issue, project: model.$project, missing: model.$missing, states: model.$states, labels: model.$labels,
    loadError: model.$loadError, loading: model.loadFx.pending, confirming: model.$confirmingDelete,
    deleting: model.deleteFx.pending, deleted: model.$deleted, members: $members, memberName: $memberName, role: $role,
    opened: model.opened, deleteRequested: model.deleteRequested, deleteCancelled: model.deleteCancelled,
    deleteConfirmed: model.deleteConfirmed, requestMembers: membersRequested,
  });
  const { opened, requestMembers } = m;
  // The tab says what the server sent, not the name the page was built with.
  useDocumentTitle(m.issue ? `${issueKey(m.issue)} ${m.issue.name}` : null);

  useEffect(() => {
    opened();
    requestMembers(ref.workspaceSlug);
  }, [opened, requestMembers, ref.workspaceSlug]);

  if (m.deleted) {
    return (
      <div role="status" className="rounded-lg border border-line p-6 text-center">
        <p className="font-medium">{t.deleted}</p>
        <a className="mt-2 inline-block text-primary underline" href={sitePage(buildWorkspaceViewUrl(workspaceSlug, 'all-issues'))}>{t.backToAllIssues}</a>
      </div>
    );
  }
  if (m.loadError) {
    return (
      <LoadError message={m.loadError} retryLabel={t.retry} onRetry={opened} />
    );
  }
  if (m.missing) return <NotFoundState {...m.missing} workspaceSlug={workspaceSlug} />;
  if (!m.issue || !m.project) return <PageSkeleton kind="issue" label={t.loading} />;

  const key = issueKey(m.issue);
  const canWrite = canWriteEntities(m.role);
  return (
    <article className="flex flex-col gap-6" aria-labelledby="issue-title">
      <PageHeader
        crumbs={[...projectCrumbs({ slug: workspaceSlug, name: workspaceName }, m.project), { label: key }]}
        title={m.issue.name}
        titleId="issue-title"
        actions={
          canWrite && (
            <Button variant="ghost" size="sm" onClick={m.deleteRequested} aria-label={t.deleteLabel(key)}>
              <TrashIcon size={14} /> {t.delete}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="rounded-lg border border-line p-4">
            <IssueDescription model={model.description} editable={canWrite} />
          </div>
          <section className="rounded-lg border border-line p-4">
            <LinksSection model={links} authorName={m.memberName} featureEnabled={canWrite} />
          </section>
          <section className="rounded-lg border border-line p-4">
            <ActivityFeed source={{ kind: 'issue', ...ref }} heading={t.activity} />
          </section>
        </div>
        <aside aria-label={t.properties} className="rounded-lg border border-line p-4 lg:self-start">
          <IssueProperties issue={m.issue} states={m.states} labels={m.labels} members={m.members} />
        </aside>
      </div>
      <ConfirmDialog
        open={m.confirming}
        title={t.deleteTitle(key)}
        content={t.deleteContent(key, m.issue.name)}
        loading={m.deleting}
        onCancel={m.deleteCancelled}
        onConfirm={m.deleteConfirmed}
      />
    </article>
  );
}

export default withIslandBoundary(IssuePage, 'issue page');
