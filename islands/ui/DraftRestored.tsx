import type { DescriptionDraft } from '../../src/models/description-draft';
import { descriptionMessages } from '../../src/domain/messages';
import { formatSavedAt } from '../../src/domain/saved-at';

/** The line over an editor that opened with a draft kept in the browser, and the way back to the saved text. */
export function DraftRestored({ draft, onDiscard }: { draft: DescriptionDraft | null; onDiscard: () => void }) {
  if (!draft) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-primary-soft px-3 py-2 text-sm">
      <span>{descriptionMessages.draftRestored(formatSavedAt(new Date(draft.savedAt)))}</span>
      <button type="button" className="underline" onClick={onDiscard}>{descriptionMessages.discardDraft}</button>
    </div>
  );
}
