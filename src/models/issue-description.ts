import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issueDetailApi } from '../api/issue-detail';
import { unwrap } from '../api/result';
import { descriptionMessages } from '../domain/messages';
import { createDraftKeeping, toastFailure } from './kit';

export interface IssueRef {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
}

export type DescriptionSave = 'idle' | 'saving' | 'saved' | 'failed';
export type DescriptionStatusTone = 'muted' | 'danger';

/**
 * The issue description being edited and saved: what the server holds (the baseline), the draft
 * every saving editor keeps (kit/draft.ts: what the editor holds, whether it differs, the copy in
 * the browser), the save and the status line under the editor. The page listens to `saved` for the issue as the server has it.
 */
export function createIssueDescriptionModel(ref: IssueRef) {
  /** The page's HTML from the server, once the issue has loaded; reads back a kept draft. */
  const started = createEvent<string>();
  /** The editor's HTML after a change (debounced by the editor). */
  const changed = createEvent<string>();
  const saveRequested = createEvent<string>();

  const saveFx = createEffect((html: string) =>
    unwrap(issueDetailApi.update(ref.workspaceSlug, ref.projectId, ref.issueId, { description_html: html })),
  );

  /** The description as the last successful save sent it. */
  const $saved = createStore<string | null>(null).on(saveFx.done, (_, { params }) => params);
  const $saveState = createStore<DescriptionSave>('idle')
    .on(saveFx, () => 'saving')
    .on(saveFx.done, () => 'saved')
    .on(saveFx.fail, () => 'failed');
  const $serverHtml = createStore('').on(started, (_, html) => html);
  /** What the server holds: the page's HTML until a save succeeds, then exactly what that save sent. */
  const $baseline = combine($saved, $serverHtml, (saved, server) => saved ?? server);
  const draft = createDraftKeeping({
    kind: 'description', id: ref.issueId, started, $baseline, changed, saveRequested, htmlOf: (html: string) => html,
    $canSend: saveFx.pending.map((pending) => !pending), saved: saveFx.done.map(({ params }) => params),
  });
  const { $current, $dirty } = draft;

  const $status = combine($saveState, $dirty, (save, dirty): { text: string; tone: DescriptionStatusTone } => {
    if (save === 'saving') return { text: descriptionMessages.saving, tone: 'muted' };
    if (save === 'failed' && dirty) return { text: descriptionMessages.saveFailed, tone: 'danger' };
    if (dirty) return { text: descriptionMessages.unsaved, tone: 'muted' };
    if (save === 'saved') return { text: descriptionMessages.saved, tone: 'muted' };
    return { text: '', tone: 'muted' };
  });

  sample({ clock: draft.saveSent, target: saveFx });
  toastFailure(saveFx.failData);

  return {
    ref,
    started, changed, saveRequested, draftDiscarded: draft.draftDiscarded,
    $baseline, $current, $dirty, $restored: draft.$restored, $showRestored: draft.$showRestored, $status, $serverHtml, $saved, $saveState,
    saveFx, writeDraftFx: draft.writeDraftFx, clearDraftFx: draft.clearDraftFx,
    /** Fires with the issue as the server holds it after a save. */
    saved: saveFx.doneData,
  };
}

export type IssueDescriptionModel = ReturnType<typeof createIssueDescriptionModel>;
