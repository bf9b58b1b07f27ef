import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { editorMessages } from '../../src/domain/messages';
import { createDemoDocumentModel } from '../../src/models/demo-document';
import { createEditorFileHandler, createMentionHandler, readFileSizeLimit } from '../../src/models/editor-handlers';
import { Button } from '../ui/Button';
import { DraftRestored } from '../ui/DraftRestored';
import { useLeaveGuard } from '../ui/use-leave-guard';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { sitePath } from '../ui/site-path';
import { Spinner } from '../ui/Spinner';
import { UnavailableNote } from '../ui/UnavailableNote';
import { openStoredContent, type StoredOpening } from '../../src/domain/editor/content';
import type { EditorForms } from './codec';
import { DocumentLoadError } from './DocumentLoadError';
import { FormsPanels } from './FormsPanels';
import type { RichTextEditorHandle } from './handle';
import { LazyRichTextEditor } from './lazy';
import { useIslandModel } from '../ui/use-island-model';

export interface EditorDemoProps {
  workspaceSlug: string;
  documentId: string;
}

/** The /components/editor/ demo: the saved document in the editor, its three live forms, and Save. */
function EditorDemo({ workspaceSlug, documentId }: EditorDemoProps) {
  const model = useIslandModel(() => createDemoDocumentModel(workspaceSlug, documentId), [workspaceSlug, documentId]);
  const { document, loaded, loadError, saving, load, save, changed, draftChecked, restored, showRestored, dirty, discard } = useUnit({
    document: model.$document,
    loaded: model.$loaded,
    loadError: model.$loadError,
    saving: model.$saving,
    load: model.loadRequested,
    save: model.saveRequested,
    changed: model.changed,
    draftChecked: model.draft.$checked,
    restored: model.draft.$restored,
    showRestored: model.draft.$showRestored,
    dirty: model.draft.$dirty,
    discard: model.draft.draftDiscarded,
  });
  // Unsaved text, after a failed save too, is kept as a draft and guarded as on the issue page.
  useLeaveGuard(dirty, editorMessages.leaveWarning);
  const editor = useRef<RichTextEditorHandle>(null);
  const fileHandler = useMemo(() => createEditorFileHandler(workspaceSlug), [workspaceSlug]);
  useEffect(() => readFileSizeLimit(fileHandler), [fileHandler]);
  const mentionHandler = useMemo(
    () => ({ ...createMentionHandler(workspaceSlug), navigate: (uri: string) => window.location.assign(sitePath(uri)) }),
    [workspaceSlug],
  );
  const [forms, setForms] = useState<EditorForms | null>(null);
  // Save waits for the editor: until it holds the document there is nothing of the reader's to save.
  const [editorReady, setEditorReady] = useState(false);
  // The editor reads its initial value once; later saves must not remount it.
  const [initial, setInitial] = useState<StoredOpening | null>(null);

  useEffect(() => {
    load();
  }, [load]);

  useEffect(() => {
    if (document && draftChecked && !initial) {
      // A draft kept after a failed save or before a reload opens instead of the saved document.
      // Otherwise `?form=markdown|html|json` opens the saved document from that form (JSON, else markdown, by default).
      setInitial(restored ? { value: restored.html, format: 'html', others: [] } : openStoredContent(document, new URLSearchParams(window.location.search).get('form')));
    }
  }, [document, draftChecked, restored, initial]);

  const discardDraft = () => {
    if (document) {
      const saved = openStoredContent(document);
      // An editor whose chunk is still on the way opens with the saved document; one already there replaces it.
      setInitial(saved);
      editor.current?.setValue(saved.value, saved.format);
    }
    discard();
  };

  const onSave = () => {
    const current = editor.current?.getForms();
    if (!current) return;
    save({ content_json: current.json as unknown as Record<string, unknown>, content_html: current.html });
  };

  if (!loaded && !loadError) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner className="size-4" /> {editorMessages.loadingDocument}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {model.unavailable ? <UnavailableNote reason={model.unavailable} /> : (
          <>
            <Button variant="primary" onClick={onSave} loading={saving} disabled={!initial || !editorReady}>
              {saving ? editorMessages.saving : editorMessages.save}
            </Button>
            <a href={sitePath('/components/viewer/')} className="text-sm text-primary underline underline-offset-2">
              {editorMessages.openViewer}
            </a>
          </>
        )}
        {loadError && <DocumentLoadError message={loadError} onRetry={load} />}
      </div>
      <DraftRestored draft={showRestored ? restored : null} onDiscard={discardDraft} />
      <div className="rounded-lg border border-line bg-canvas px-4 pt-4 sm:px-6">
        <LazyRichTextEditor
          ref={editor}
          initialValue={initial?.value ?? ''}
          format={initial?.format ?? 'markdown'}
          otherForms={initial?.others}
          key={initial ? 'loaded' : 'empty'}
          onChange={(next) => {
            setForms(next);
            changed(next.html);
          }}
          sourceToggle
          fileHandler={fileHandler}
          mentionHandler={mentionHandler}
          onReady={(ready) => {
            setEditorReady(ready);
            if (ready) setForms(editor.current?.getForms() ?? null);
          }}
          className="min-h-64"
          // About the demo document's height (800-930 px by width): the text below stays put when the editor arrives.
          placeholderHeight={800}
        />
      </div>
      <FormsPanels forms={forms} />
    </div>
  );
}

export default withIslandBoundary(withDemoPlaces(EditorDemo, 'workspace', ({ workspaceSlug }, _, page: { documentId: string }) => ({ workspaceSlug, documentId: page.documentId })), 'editor');
