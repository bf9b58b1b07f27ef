import { combine, createEffect, createEvent, createStore, merge, sample, type Event, type Store } from 'effector';
import { clearDraft, draftToRestore, writeDraft, type DescriptionDraft, type DraftKind } from '../description-draft';

export interface DraftOptions<Save> {
  kind: DraftKind;
  id: string;
  /** The document's HTML as the server sent it when it loaded: a kept draft that differs is read back. */
  started: Event<string>;
  /** What the server holds now (the loaded HTML, then what each successful save sent). */
  $baseline: Store<string>;
  /** The editor's HTML after a change (debounced by the editor). */
  changed: Event<string>;
  /** A save asked for, with what it sends (`htmlOf` reads the HTML in it). */
  saveRequested: Event<Save>;
  htmlOf: (save: Save) => string;
  /** Whether a save may be sent now: none is running (and the server keeps the document). */
  $canSend: Store<boolean>;
  /** A save that succeeded, with the HTML it sent. */
  saved: Event<string>;
}

/**
 * The draft every editor that saves keeps (issue 18, item 9): what the editor holds, whether it
 * differs from the server, a copy in the browser on every change and on every save until the
 * server has the same text, read back after a reload, and a discard back to the server's text.
 * A failed save changes none of it, so what was typed survives the failure and a reload. It also
 * owns the rule that one save runs at a time: the model sends `saveSent`, never the request itself.
 */
export function createDraftKeeping<Save>({ kind, id, started, $baseline, changed: edited, saveRequested: asked, htmlOf, $canSend, saved }: DraftOptions<Save>) {
  const draftDiscarded = createEvent();
  // One save at a time: a request made when none may be sent is not sent, but it carries the
  // editor's newest text, so it counts as a change (kept, and still unsaved afterwards).
  const saveSent = sample({ clock: asked, filter: $canSend });
  const saveRequested = saveSent.map(htmlOf);
  const changed = merge([edited, sample({ clock: asked, filter: $canSend.map((can) => !can) }).map(htmlOf)]);

  const restoreFx = createEffect((serverHtml: string) => draftToRestore(id, serverHtml, kind));
  const writeDraftFx = createEffect((html: string) => writeDraft(id, html, new Date(), kind));
  const clearDraftFx = createEffect(() => clearDraft(id, kind));

  const $restored = createStore<DescriptionDraft | null>(null).on(restoreFx.doneData, (_, draft) => draft);
  const $showRestored = createStore(false)
    .on(restoreFx.doneData, (_, draft) => draft !== null)
    .reset(draftDiscarded);
  /** Whether the kept draft has been looked for since the document loaded: the editor opens after it. */
  const $checked = createStore(false).on(restoreFx.finally, () => true);
  const $current = createStore('')
    .on(started, (_, html) => html)
    .on(restoreFx.doneData, (html, draft) => draft?.html ?? html)
    .on(changed, (_, html) => html)
    // A save carries the newest text, which the debounced change event may not have reported yet.
    .on(saveRequested, (_, html) => html);
  const $dirty = combine($current, $baseline, (current, baseline) => current !== baseline);
  /** A change arriving after a save was asked for is newer than what the save sent. */
  const $changedSinceSave = createStore(false).on(changed, () => true).on(saveRequested, () => false);

  sample({ clock: started, target: restoreFx });
  // The editor's last change event can predate the text the save sent (it is debounced): once the
  // save succeeds with no newer change, the editor holds exactly what was saved.
  sample({ clock: saved, source: $changedSinceSave, filter: (changedSince) => !changedSince, fn: (_, html) => html, target: $current });
  // Every change keeps a draft until the server has the same text. A save keeps one too, at once:
  // it carries the newest text, which the debounced change event may not have reported yet.
  sample({ clock: [changed, saveRequested], source: $baseline, filter: (baseline, html) => html !== baseline, fn: (_, html) => html, target: writeDraftFx });
  sample({ clock: $dirty.updates, filter: (dirty) => !dirty, target: clearDraftFx });
  // Discarding goes back to what the server holds.
  sample({ clock: draftDiscarded, target: clearDraftFx });
  sample({ clock: draftDiscarded, source: $baseline, target: $current });

  return { saveSent, draftDiscarded, restoreFx, writeDraftFx, clearDraftFx, $restored, $showRestored, $checked, $current, $dirty };
}

export type DraftKeeping = ReturnType<typeof createDraftKeeping>;
