import { createEffect, createStore, sample } from 'effector';
import { issueDetailApi } from '../api/issue-detail';
import { coreApi } from '../api/core';
import { unwrap } from '../api/result';
import type { Issue, Label, Project, State } from '../domain/entities';
import { issuePageMessages } from '../domain/messages';
import { createIssueDescriptionModel, type IssueRef } from './issue-description';
import { createConfirmation, createLoad, firstMissing, toastFailure, toastOn, type Absence } from './kit';

export type { IssueRef } from './issue-description';

interface IssuePageData {
  issue: Issue;
  project: Project;
  states: State[];
  labels: Label[];
}

/** The issue page's not-found state: what the server does not have, and the project when it has that. */
export interface IssueMissing extends Absence {
  project?: Project;
}

/**
 * The demo issue page: the issue with its project, states and labels; its description (which
 * saves itself); deleting the issue. A factory, keyed by the issue the page shows.
 */
export function createIssuePageModel(ref: IssueRef) {
  const page = createLoad({
    initial: null,
    load: async (): Promise<IssuePageData | IssueMissing> => {
      const { workspaceSlug: slug, projectId } = ref;
      const { absence, data } = await firstMissing([
        ['project', 'project', coreApi.project(slug, projectId)],
        ['issue', 'issue', issueDetailApi.get(slug, projectId, ref.issueId)],
        ['states', 'project', issueDetailApi.states(slug, projectId)],
        ['labels', 'project', issueDetailApi.labels(slug, projectId)],
      ]);
      if (absence) return { ...absence, project: data.get('project') as Project | undefined };
      return {
        issue: data.get('issue') as Issue, project: data.get('project') as Project,
        states: data.get('states') as State[], labels: data.get('labels') as Label[],
      };
    },
  });
  const deleteFx = createEffect(() => unwrap(issueDetailApi.remove(ref.workspaceSlug, ref.projectId, ref.issueId)));
  const deletion = createConfirmation({ closesOn: deleteFx.done });
  // The description (and any draft kept in the browser) starts from the issue as loaded, before the editor mounts.
  const description = createIssueDescriptionModel(ref);

  const $loaded = page.$data.map((data) => (data && 'issue' in data ? data : null));
  /** What the server does not have (the project before its issue): the page's not-found state. */
  const pageLoaded = $loaded.updates.filterMap((data) => data ?? undefined);
  const $missing = page.$data.map((data): IssueMissing | null => (data && 'missing' in data ? data : null));
  const $issue = createStore<Issue | null>(null)
    .on(pageLoaded, (_, data) => data.issue)
    .on(description.saved, (_, issue) => issue);
  const $project = $loaded.map((data) => data?.project ?? null);
  const $states = $loaded.map((data) => data?.states ?? []);
  const $labels = $loaded.map((data) => data?.labels ?? []);
  const $deleted = createStore(false).on(deleteFx.done, () => true);

  sample({ clock: pageLoaded, fn: (data) => data.issue.description_html, target: description.started });
  sample({ clock: deletion.accepted, target: deleteFx });

  toastFailure(deleteFx.failData);
  toastOn(deleteFx.done, 'success', issuePageMessages.deletedToast);

  return {
    ref, description,
    opened: page.requested, deleteRequested: deletion.requested, deleteCancelled: deletion.cancelled, deleteConfirmed: deletion.confirmed,
    $issue, $project, $states, $labels, $missing, $loadError: page.$error, $confirmingDelete: deletion.$open, $deleted,
    loadFx: page.fx, preloadFx: page.preloadFx, deleteFx,
  };
}

export type IssuePageModel = ReturnType<typeof createIssuePageModel>;
