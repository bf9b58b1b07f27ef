/** The line above a document that did not open exactly as stored (open-document.ts says why). */
export function ContentNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p role="status" data-content-notice="" className="mb-3 rounded-md border border-line bg-surface px-3 py-2 text-sm text-muted">
      {notice}
    </p>
  );
}
