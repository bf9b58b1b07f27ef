import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import type { IssueDescriptionModel } from '../../src/models/issue-description';
import { descriptionMessages } from '../../src/domain/messages';
import { LazyRichTextEditor } from '../editor/lazy';
import { createEditorFileHandler, createMentionHandler, readFileSizeLimit } from '../../src/models/editor-handlers';
import { beforeSignIn } from '../../src/models/form-drafts';
import type { RichTextEditorHandle } from '../editor/handle';
import { AiAssistantPopover } from '../ai-assistant/AiAssistantPopover';
import { Button } from '../ui/Button';
import { DraftRestored } from '../ui/DraftRestored';
import { useLeaveGuard } from '../ui/use-leave-guard';
import { sanitizeHtml } from '../ui/sanitize';
import { cn } from '../ui/cn';
import { afterLoadWhenIdle } from '../ui/after-load';
import { plainTextOf } from '../ui/plain-text';

/**
 * The editor is made when someone comes to the description (a pointer over it, a touch, the focus
 * inside it), or this long after the page has loaded, when the browser is idle: making it is the
 * page's longest task, and reading the description does not need it.
 */
export const EDITOR_IDLE_START_MS = 3_000;

const EDITOR_FRAME = 'min-h-40 rounded-lg border border-line bg-canvas px-4 py-2';

/**
 * The description as HTML, in the editor's own frame and document styles, until the editor has
 * opened it: what the page shows first (a pre-rendered page draws it at build time, before any
 * script), so the description is on screen while the editor's code loads, and the editor takes
 * its place at the same size.
 */
function DescriptionText({ html, placeholder }: { html: string; placeholder?: string }) {
  const clean = useMemo(() => (html.trim() ? sanitizeHtml(html) : ''), [html]);
  return (
    <div className={cn('plane-editor pb-6', EDITOR_FRAME)} data-editable="false" data-description-text="">
      <div data-editor-root="true">
        {clean ? (
          <div className="ProseMirror plane-prose" dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <div className="ProseMirror plane-prose">
            <p className={placeholder ? 'is-empty' : undefined} data-placeholder={placeholder}><br /></p>
          </div>
        )}
      </div>
    </div>
  );
}

export interface IssueDescriptionProps {
  model: IssueDescriptionModel;
  editable: boolean;
}

/**
 * The issue description in the rich-text editor: explicit save, a draft kept in the browser on
 * every change (restored after a failed save or a reload), a guard before leaving with unsaved
 * text, and the AI assistant inserting its answer at the cursor.
 */
export function IssueDescription({ model, editable }: IssueDescriptionProps) {
  const { ref } = model;
  const m = useUnit({
    saveState: model.$saveState, baseline: model.$baseline, dirty: model.$dirty, status: model.$status,
    restored: model.$restored, showRestored: model.$showRestored,
    changed: model.changed, save: model.saveRequested, discard: model.draftDiscarded,
  });
  const editor = useRef<RichTextEditorHandle>(null);
  // Images go through the workspace file-asset calls; @ suggests workspace members.
  const [handlers] = useState(() => ({
    file: createEditorFileHandler(ref.workspaceSlug, { use: 'issue-description', projectId: ref.projectId, issueId: ref.issueId }),
    mention: createMentionHandler(ref.workspaceSlug),
  }));
  useEffect(() => readFileSizeLimit(handlers.file), [handlers.file]);
  // The page model read the draft when the issue loaded, so the editor opens with it (or with the
  // saved text, once the draft is discarded before the editor is there).
  const [initialValue, setInitialValue] = useState(() => model.$current.getState());
  // The editor mounts once wanted (in the browser, after the page is drawn), hidden until it has
  // opened the description; the text stands in for it until then.
  const [editorWanted, setEditorWanted] = useState(false);
  const wantEditor = () => setEditorWanted(true);
  useEffect(() => afterLoadWhenIdle(() => setEditorWanted(true), EDITOR_IDLE_START_MS), []);
  const [editorShown, setEditorShown] = useState(false);
  // An assistant's answer used before the editor is there goes in once it is (it mounts now for it).
  const answers = useRef<string[]>([]);
  // Until it is, the prompt is the text it will open with.
  const editorReady = useRef(false);
  const insertAnswer = (html: string) => {
    if (editor.current) editor.current.insertAtCursor(html, 'html');
    else {
      answers.current.push(html);
      setEditorWanted(true);
    }
  };
  // Shown a frame after it is ready: by then its blocks have their sizes (a long document's come in
  // within the frame, features/lazy-blocks), so the text gives way to an editor of the same height.
  const onEditorReady = (ready: boolean) => {
    editorReady.current = ready;
    if (!ready) setEditorShown(false);
    else {
      answers.current.splice(0).forEach((html) => editor.current?.insertAtCursor(html, 'html'));
      requestAnimationFrame(() => requestAnimationFrame(() => setEditorShown(true)));
    }
  };

  // Before a trip to sign-in, the editor's newest text is kept as the draft (its last change may still be debouncing).
  const { changed } = m;
  useEffect(() => beforeSignIn(() => {
    const html = editor.current?.getHTML();
    if (html != null) changed(html);
  }), [changed]);

  useLeaveGuard(m.dirty, descriptionMessages.leaveWarning);

  const discardDraft = () => {
    // An editor not mounted yet opens with the saved text, and the text standing in for it shows it.
    setInitialValue(m.baseline);
    editor.current?.setValue(m.baseline, 'html');
    m.discard();
  };

  return (
    <section aria-labelledby="description-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="description-heading" className="text-base font-semibold">{descriptionMessages.heading}</h2>
        {editable && (
          <AiAssistantPopover
            workspaceSlug={ref.workspaceSlug}
            projectId={ref.projectId}
            getPrompt={() => (editorReady.current && editor.current ? editor.current.getText() : plainTextOf(initialValue))}
            onUseResponse={insertAnswer}
          />
        )}
      </div>
      <DraftRestored draft={m.showRestored ? m.restored : null} onDiscard={discardDraft} />
      <div className="relative" onPointerEnter={wantEditor} onTouchStart={wantEditor} onFocusCapture={wantEditor}>
        {!editorShown && <DescriptionText html={initialValue} placeholder={editable ? descriptionMessages.placeholder : undefined} />}
        {editorWanted && (
          <div className={editorShown ? undefined : 'invisible absolute inset-x-0 top-0'}>
            <LazyRichTextEditor
              ref={editor}
              initialValue={initialValue}
              format="html"
              editable={editable}
              fileHandler={handlers.file}
              mentionHandler={handlers.mention}
              placeholder={descriptionMessages.placeholder}
              ariaLabel={descriptionMessages.heading}
              onChange={(forms) => m.changed(forms.html)}
              onReady={onEditorReady}
              changeDebounceMs={250}
              className={EDITOR_FRAME}
            />
          </div>
        )}
      </div>
      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span role="status" aria-live="polite" className={m.status.tone === 'danger' ? 'text-sm text-danger' : 'text-sm text-muted'}>
            {m.status.text}
          </span>
          <Button
            variant="primary"
            size="sm"
            disabled={!m.dirty}
            loading={m.saveState === 'saving'}
            onClick={() => m.save(editor.current?.getHTML() ?? model.$current.getState())}
          >
            {m.saveState === 'saving' ? descriptionMessages.saving : descriptionMessages.save}
          </Button>
        </div>
      )}
    </section>
  );
}
