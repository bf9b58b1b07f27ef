import { createEffect, createEvent, createStore, sample } from 'effector';
import { createIssueDescriptionModel } from './issue-description';
import { issueDetailApi } from '../api/issue-detail';
import { coreApi } from '../api/core';
import { errorText, unwrap } from '../api/result';
import type { Issue, Label, Project, State } from '../domain/entities';
import { genericError, issuePageMessages } from '../domain/messages';
import { notify } from './toasts';

export interface IssueRef {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
}

export type DescriptionSave = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The demo issue page: the issue with its project, states and labels; saving the description;
 * deleting the issue. A factory, keyed by the issue the page shows.
 */
export function createIssuePageModel(ref: IssueRef) {
  const opened = createEvent();
  const descriptionSaveRequested = createEvent<string>();
  const deleteRequested = createEvent();
  const deleteCancelled = createEvent();
  const deleteConfirmed = createEvent();

  const loadFx = createEffect(async () => {
    const [issue, project, states, labels] = await Promise.all([
      unwrap(issueDetailApi.get(ref.workspaceSlug, ref.projectId, ref.issueId)),
      unwrap(coreApi.project(ref.workspaceSlug, ref.projectId)),
      unwrap(issueDetailApi.states(ref.workspaceSlug, ref.projectId)),
      unwrap(issueDetailApi.labels(ref.workspaceSlug, ref.projectId)),
    ]);
    return { issue, project, states, labels };
  });
  const saveDescriptionFx = createEffect((html: string) =>
    unwrap(issueDetailApi.update(ref.workspaceSlug, ref.projectId, ref.issueId, { description_html: html })),
  );
  const deleteFx = createEffect(() => unwrap(issueDetailApi.remove(ref.workspaceSlug, ref.projectId, ref.issueId)));

  const $issue = createStore<Issue | null>(null)
    .on(loadFx.doneData, (_, data) => data.issue)
    .on(saveDescriptionFx.doneData, (_, issue) => issue);
  const $project = createStore<Project | null>(null).on(loadFx.doneData, (_, data) => data.project);
  const $states = createStore<State[]>([]).on(loadFx.doneData, (_, data) => data.states);
  const $labels = createStore<Label[]>([]).on(loadFx.doneData, (_, data) => data.labels);
  const $loadError = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => errorText(error, genericError))
    .reset(loadFx);
  /** The description as the last successful save sent it: the baseline "unsaved changes" compares with. */
  const $savedDescription = createStore<string | null>(null).on(saveDescriptionFx.done, (_, { params }) => params);
  const $descriptionSave = createStore<DescriptionSave>('idle')
    .on(saveDescriptionFx, () => 'saving')
    .on(saveDescriptionFx.done, () => 'saved')
    .on(saveDescriptionFx.fail, () => 'failed');
  const $confirmingDelete = createStore(false)
    .on(deleteRequested, () => true)
    .on([deleteCancelled, deleteFx.done], () => false);
  const $deleted = createStore(false).on(deleteFx.done, () => true);

  sample({ clock: opened, target: loadFx });
  sample({ clock: descriptionSaveRequested, target: saveDescriptionFx });
  sample({ clock: deleteConfirmed, target: deleteFx });

  sample({
    clock: [saveDescriptionFx.failData, deleteFx.failData],
    fn: (error) => ({ type: 'error' as const, message: errorText(error, genericError) }),
    target: notify,
  });
  sample({
    clock: deleteFx.done,
    fn: () => ({ type: 'success' as const, message: issuePageMessages.deletedToast }),
    target: notify,
  });

  // The description (and any draft kept in the browser) starts from the issue as loaded, before the editor mounts.
  const description = createIssueDescriptionModel({ ref, $descriptionSave, $savedDescription, descriptionSaveRequested });
  sample({ clock: loadFx.doneData, fn: (data) => data.issue.description_html, target: description.started });

  return {
    ref, description, opened, descriptionSaveRequested, deleteRequested, deleteCancelled, deleteConfirmed,
    $issue, $project, $states, $labels, $loadError, $descriptionSave, $savedDescription, $confirmingDelete, $deleted,
    loadFx, saveDescriptionFx, deleteFx,
  };
}

export type IssuePageModel = ReturnType<typeof createIssuePageModel>;
