import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issueDetailApi } from '../api/issue-detail';
import { unwrap } from '../api/result';
import { descriptionMessages } from '../domain/messages';
import { clearDraft, draftToRestore, writeDraft, type DescriptionDraft } from './description-draft';
import { toastFailure } from './kit';

export interface IssueRef {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
}

export type DescriptionSave = 'idle' | 'saving' | 'saved' | 'failed';
export type DescriptionStatusTone = 'muted' | 'danger';

/**
 * The issue description being edited and saved: what the server holds (the baseline), what the
 * editor holds, whether they differ, the draft kept in the browser on every change, the save and
 * the status line under the editor. The page listens to `saved` for the issue as the server has it.
 */
export function createIssueDescriptionModel(ref: IssueRef) {
  const { issueId } = ref;

  /** The page's HTML from the server, once the issue has loaded; reads back a kept draft. */
  const started = createEvent<string>();
  /** The editor's HTML after a change (debounced by the editor). */
  const changed = createEvent<string>();
  const saveRequested = createEvent<string>();
  const draftDiscarded = createEvent();

  const saveFx = createEffect((html: string) =>
    unwrap(issueDetailApi.update(ref.workspaceSlug, ref.projectId, ref.issueId, { description_html: html })),
  );
  const restoreFx = createEffect((serverHtml: string) => draftToRestore(issueId, serverHtml));
  const writeDraftFx = createEffect((html: string) => writeDraft(issueId, html));
  const clearDraftFx = createEffect(() => clearDraft(issueId));

  /** The description as the last successful save sent it. */
  const $saved = createStore<string | null>(null).on(saveFx.done, (_, { params }) => params);
  const $saveState = createStore<DescriptionSave>('idle')
    .on(saveFx, () => 'saving')
    .on(saveFx.done, () => 'saved')
    .on(saveFx.fail, () => 'failed');
  const $serverHtml = createStore('').on(started, (_, html) => html);
  const $restored = createStore<DescriptionDraft | null>(null).on(restoreFx.doneData, (_, draft) => draft);
  const $showRestored = createStore(false)
    .on(restoreFx.doneData, (_, draft) => draft !== null)
    .reset(draftDiscarded);
  /** What the server holds: the page's HTML until a save succeeds, then exactly what that save sent. */
  const $baseline = combine($saved, $serverHtml, (saved, server) => saved ?? server);
  const $current = createStore('')
    .on(started, (_, html) => html)
    .on(restoreFx.doneData, (html, draft) => draft?.html ?? html)
    .on(changed, (_, html) => html);
  const $dirty = combine($current, $baseline, (current, baseline) => current !== baseline);
  /** A change arriving after a save was asked for is newer than what the save sent. */
  const $changedSinceSave = createStore(false).on(changed, () => true).on(saveRequested, () => false);

  const $status = combine($saveState, $dirty, (save, dirty): { text: string; tone: DescriptionStatusTone } => {
    if (save === 'saving') return { text: descriptionMessages.saving, tone: 'muted' };
    if (save === 'failed' && dirty) return { text: descriptionMessages.saveFailed, tone: 'danger' };
    if (dirty) return { text: descriptionMessages.unsaved, tone: 'muted' };
    if (save === 'saved') return { text: descriptionMessages.saved, tone: 'muted' };
    return { text: '', tone: 'muted' };
  });

  sample({ clock: started, target: restoreFx });
  sample({ clock: saveRequested, target: saveFx });
  toastFailure(saveFx.failData);

  // The editor's last change event can predate the text the save sent (it is debounced): once the
  // save succeeds with no newer change, the editor holds exactly what was saved.
  sample({
    clock: $saved.updates,
    source: $changedSinceSave,
    filter: (changedSince, saved) => !changedSince && saved !== null,
    fn: (_, saved) => saved as string,
    target: $current,
  });

  // Every change keeps a draft until the server has the same text. A save keeps one too, at once:
  // it carries the newest text, which the debounced change event may not have reported yet.
  sample({ clock: [changed, saveRequested], source: $baseline, filter: (baseline, html) => html !== baseline, fn: (_, html) => html, target: writeDraftFx });
  sample({ clock: $dirty.updates, filter: (dirty) => !dirty, target: clearDraftFx });
  // Discarding goes back to what the server holds.
  sample({ clock: draftDiscarded, target: clearDraftFx });
  sample({ clock: draftDiscarded, source: $baseline, target: $current });

  return {
    ref,
    started, changed, saveRequested, draftDiscarded,
    $baseline, $current, $dirty, $restored, $showRestored, $status, $serverHtml, $saved, $saveState,
    saveFx, writeDraftFx, clearDraftFx,
    /** Fires with the issue as the server holds it after a save. */
    saved: saveFx.doneData,
  };
}

export type IssueDescriptionModel = ReturnType<typeof createIssueDescriptionModel>;
