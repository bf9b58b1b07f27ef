/**
 * What survives a trip to the sign-in page: before the page is left, everything that holds unsaved
 * input keeps it (an open form's values here, in the tab's session storage; an editor's text in its
 * own draft), and on return the form reads its values back once. One mechanism for every form: a
 * form registers while it is open (islands/ui/KeepFormDraft.tsx does it for Formik forms).
 */
const PREFIX = 'plane:form-draft:';

const keepers = new Set<() => void>();
let leaving = false;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Runs `keep` before the page is left for sign-in; returns the way to stop. */
export function beforeSignIn(keep: () => void): () => void {
  keepers.add(keep);
  return () => keepers.delete(keep);
}

/** An open form: its values are written under `key` if the page is left for sign-in. */
export function keepFormDraft(key: string, read: () => unknown): () => void {
  return beforeSignIn(() => {
    try {
      storage()?.setItem(PREFIX + key, JSON.stringify(read()));
    } catch (error) {
      console.warn(`The form ${key} could not be kept in this browser.`, error);
    }
  });
}

/** Keeps everything, then marks the page as leaving (an unsaved-changes prompt has nothing to guard). */
export function leaveForSignIn(): void {
  for (const keep of [...keepers]) {
    try {
      keep();
    } catch (error) {
      console.warn('Unsaved input could not be kept before signing in.', error);
    }
  }
  leaving = true;
}

export const isLeavingForSignIn = (): boolean => leaving;

/** A form's kept values, once: reading removes them. */
export function takeFormDraft(key: string): unknown {
  const store = storage();
  const raw = store?.getItem(PREFIX + key);
  if (raw == null) return null;
  store?.removeItem(PREFIX + key);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
