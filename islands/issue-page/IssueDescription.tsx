import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { format as formatDate } from 'date-fns';
import type { IssuePageModel } from '../../src/models/issue-page';
import { clearDraft, draftToRestore, writeDraft } from '../../src/models/description-draft';
import { descriptionMessages } from '../../src/domain/messages';
import { LazyRichTextEditor } from '../editor/lazy';
import { createEditorFileHandler, createMentionHandler } from '../../src/models/editor-handlers';
import type { RichTextEditorHandle } from '../editor/handle';
import { AiAssistantPopover } from '../ai-assistant/AiAssistantPopover';
import { Button } from '../ui/Button';

export interface IssueDescriptionProps {
  model: IssuePageModel;
  serverHtml: string;
  editable: boolean;
}

/**
 * The issue description in the rich-text editor: explicit save, a draft kept in the browser on
 * every change (restored after a failed save or a reload), a guard before leaving with unsaved
 * text, and the AI assistant inserting its answer at the cursor.
 */
export function IssueDescription({ model, serverHtml, editable }: IssueDescriptionProps) {
  const { ref } = model;
  const { saveState, savedHtml, save } = useUnit({
    saveState: model.$descriptionSave, savedHtml: model.$savedDescription, save: model.descriptionSaveRequested,
  });
  const editor = useRef<RichTextEditorHandle>(null);
  // Images go through the workspace file-asset calls; @ suggests workspace members.
  const [handlers] = useState(() => ({ file: createEditorFileHandler(model.ref.workspaceSlug), mention: createMentionHandler(model.ref.workspaceSlug) }));
  // The draft is read once, before the editor mounts, so the editor opens with it.
  const [restored] = useState(() => draftToRestore(model.ref.issueId, serverHtml));
  // The baseline is what the server holds: the page's HTML until a save succeeds, then exactly
  // what that save sent (the editor's change events are debounced, so the last one seen may be older).
  const baseline = savedHtml ?? serverHtml;
  const [current, setCurrent] = useState(restored?.html ?? serverHtml);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const dirty = current !== baseline;

  useEffect(() => {
    if (savedHtml !== null && editor.current?.getHTML() === savedHtml) {
      setCurrent(savedHtml);
      clearDraft(ref.issueId);
    }
  }, [savedHtml, ref.issueId]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = descriptionMessages.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onChange = (html: string) => {
    setCurrent(html);
    if (html === baseline) clearDraft(ref.issueId);
    else writeDraft(ref.issueId, html);
  };

  const discardDraft = () => {
    clearDraft(ref.issueId);
    editor.current?.setValue(serverHtml, 'html');
    setCurrent(serverHtml);
    setShowRestored(false);
  };

  const status =
    saveState === 'saving' ? descriptionMessages.saving
      : saveState === 'failed' && dirty ? descriptionMessages.saveFailed
      : dirty ? descriptionMessages.unsaved
      : saveState === 'saved' ? descriptionMessages.saved
      : '';

  return (
    <section aria-labelledby="description-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="description-heading" className="text-base font-semibold">{descriptionMessages.heading}</h2>
        {editable && (
          <AiAssistantPopover
            workspaceSlug={ref.workspaceSlug}
            projectId={ref.projectId}
            getPrompt={() => editor.current?.getText() ?? ''}
            onUseResponse={(html) => editor.current?.insertAtCursor(html, 'html')}
          />
        )}
      </div>
      {showRestored && restored && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-primary-soft px-3 py-2 text-sm">
          <span>{descriptionMessages.draftRestored(formatDate(new Date(restored.savedAt), 'MMM dd, yyyy HH:mm'))}</span>
          <button type="button" className="underline" onClick={discardDraft}>{descriptionMessages.discardDraft}</button>
        </div>
      )}
      <LazyRichTextEditor
        ref={editor}
        initialValue={restored?.html ?? serverHtml}
        format="html"
        editable={editable}
        fileHandler={handlers.file}
        mentionHandler={handlers.mention}
        placeholder={descriptionMessages.placeholder}
        ariaLabel={descriptionMessages.heading}
        onChange={(forms) => onChange(forms.html)}
        changeDebounceMs={250}
        className="min-h-40 rounded-lg border border-line bg-canvas px-4 py-2"
      />
      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span role="status" aria-live="polite" className={saveState === 'failed' && dirty ? 'text-sm text-danger' : 'text-sm text-muted'}>
            {status}
          </span>
          <Button
            variant="primary"
            size="sm"
            disabled={!dirty}
            loading={saveState === 'saving'}
            onClick={() => save(editor.current?.getHTML() ?? current)}
          >
            {saveState === 'saving' ? descriptionMessages.saving : descriptionMessages.save}
          </Button>
        </div>
      )}
    </section>
  );
}
