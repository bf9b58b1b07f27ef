/**
 * An answer that says the session is gone (401), announced to whoever composes the app: the api
 * knows nothing of pages, so a model decides what to do (keep the drafts, go to sign-in).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthenticated(): void {
  for (const listener of [...listeners]) listener();
}
