/**
 * Local drafts of a document being edited (an issue description, the editor page's document):
 * written on every change, removed once the server has the same text, and offered back after a
 * failed save or a reload, so nothing typed is lost. `kind` names the document's kind in the key.
 */
export interface DescriptionDraft {
  html: string;
  savedAt: string;
}

export type DraftKind = 'description' | 'document';

/** Where a draft is kept (localStorage); a pre-rendered issue page's gate looks for its own. */
export const draftKey = (id: string, kind: DraftKind = 'description') => `plane:${kind}-draft:${id}`;
const key = draftKey;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(id: string, kind: DraftKind = 'description'): DescriptionDraft | null {
  try {
    const raw = storage()?.getItem(key(id, kind));
    const draft = raw ? (JSON.parse(raw) as DescriptionDraft) : null;
    return draft && typeof draft.html === 'string' && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string, html: string, now = new Date(), kind: DraftKind = 'description'): void {
  try {
    storage()?.setItem(key(id, kind), JSON.stringify({ html, savedAt: now.toISOString() }));
  } catch (error) {
    console.warn('The description draft could not be kept in this browser.', error);
  }
}

export function clearDraft(id: string, kind: DraftKind = 'description'): void {
  storage()?.removeItem(key(id, kind));
}

/** A draft is worth offering only when it differs from what the server holds. */
export function draftToRestore(id: string, serverHtml: string, kind: DraftKind = 'description'): DescriptionDraft | null {
  const draft = readDraft(id, kind);
  if (!draft) return null;
  if (draft.html === serverHtml) {
    clearDraft(id, kind);
    return null;
  }
  return draft;
}
