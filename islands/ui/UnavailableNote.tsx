/** In place of a piece the build's backend has not got: the line that says why (src/domain/messages.ts, backendMessages). */
export function UnavailableNote({ reason }: { reason: string }) {
  return (
    <p role="note" className="rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-muted">
      {reason}
    </p>
  );
}
