import { createEffect, createStore, sample } from 'effector';
import { issueDetailApi } from '../api/issue-detail';
import { coreApi } from '../api/core';
import { unwrap } from '../api/result';
import type { Issue, Label, Project, State } from '../domain/entities';
import { issuePageMessages } from '../domain/messages';
import { createIssueDescriptionModel, type IssueRef } from './issue-description';
import { createConfirmation, createLoad, toastFailure, toastOn } from './kit';

export type { IssueRef } from './issue-description';

interface IssuePageData {
  issue: Issue;
  project: Project;
  states: State[];
  labels: Label[];
}

/**
 * The demo issue page: the issue with its project, states and labels; its description (which
 * saves itself); deleting the issue. A factory, keyed by the issue the page shows.
 */
export function createIssuePageModel(ref: IssueRef) {
  const page = createLoad({
    initial: null,
    load: async (): Promise<IssuePageData> => {
      const [issue, project, states, labels] = await Promise.all([
        unwrap(issueDetailApi.get(ref.workspaceSlug, ref.projectId, ref.issueId)),
        unwrap(coreApi.project(ref.workspaceSlug, ref.projectId)),
        unwrap(issueDetailApi.states(ref.workspaceSlug, ref.projectId)),
        unwrap(issueDetailApi.labels(ref.workspaceSlug, ref.projectId)),
      ]);
      return { issue, project, states, labels };
    },
  });
  const deleteFx = createEffect(() => unwrap(issueDetailApi.remove(ref.workspaceSlug, ref.projectId, ref.issueId)));
  const deletion = createConfirmation({ closesOn: deleteFx.done });
  // The description (and any draft kept in the browser) starts from the issue as loaded, before the editor mounts.
  const description = createIssueDescriptionModel(ref);

  const $issue = createStore<Issue | null>(null)
    .on(page.fx.doneData, (_, data) => data.issue)
    .on(description.saved, (_, issue) => issue);
  const $project = page.$data.map((data) => data?.project ?? null);
  const $states = page.$data.map((data) => data?.states ?? []);
  const $labels = page.$data.map((data) => data?.labels ?? []);
  const $deleted = createStore(false).on(deleteFx.done, () => true);

  sample({ clock: page.fx.doneData, fn: (data) => data.issue.description_html, target: description.started });
  sample({ clock: deletion.accepted, target: deleteFx });

  toastFailure(deleteFx.failData);
  toastOn(deleteFx.done, 'success', issuePageMessages.deletedToast);

  return {
    ref, description,
    opened: page.requested, deleteRequested: deletion.requested, deleteCancelled: deletion.cancelled, deleteConfirmed: deletion.confirmed,
    $issue, $project, $states, $labels, $loadError: page.$error, $confirmingDelete: deletion.$open, $deleted,
    loadFx: page.fx, deleteFx,
  };
}

export type IssuePageModel = ReturnType<typeof createIssuePageModel>;
