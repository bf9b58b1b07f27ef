/**
 * Local drafts of an issue description: written on every change, removed once the server has the
 * same text, and offered back after a failed save or a reload, so a description is never lost.
 */
export interface DescriptionDraft {
  html: string;
  savedAt: string;
}

const key = (issueId: string) => `plane:description-draft:${issueId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(issueId: string): DescriptionDraft | null {
  try {
    const raw = storage()?.getItem(key(issueId));
    const draft = raw ? (JSON.parse(raw) as DescriptionDraft) : null;
    return draft && typeof draft.html === 'string' && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(issueId: string, html: string, now = new Date()): void {
  try {
    storage()?.setItem(key(issueId), JSON.stringify({ html, savedAt: now.toISOString() }));
  } catch (error) {
    console.warn('The description draft could not be kept in this browser.', error);
  }
}

export function clearDraft(issueId: string): void {
  storage()?.removeItem(key(issueId));
}

/** A draft is worth offering only when it differs from what the server holds. */
export function draftToRestore(issueId: string, serverHtml: string): DescriptionDraft | null {
  const draft = readDraft(issueId);
  if (!draft) return null;
  if (draft.html === serverHtml) {
    clearDraft(issueId);
    return null;
  }
  return draft;
}
