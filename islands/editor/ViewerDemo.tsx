import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { editorMessages } from '../../src/domain/messages';
import { createDemoDocumentModel } from '../../src/models/demo-document';
import { createMentionHandler } from '../../src/models/editor-handlers';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { withDemoPlaces } from '../ui/DemoPlacesGate';
import { sitePath } from '../ui/site-path';
import { Spinner } from '../ui/Spinner';
import { UnavailableNote } from '../ui/UnavailableNote';
import { DocumentLoadError } from './DocumentLoadError';
import { LazyRichTextViewer } from './lazy';
import { openStoredContent } from '../../src/domain/editor/content';
import { useIslandModel } from '../ui/use-island-model';

export interface ViewerDemoProps {
  workspaceSlug: string;
  documentId: string;
}

/** The /components/viewer/ demo: the document the editor page saved last (the sample where the server keeps none), read-only. */
function ViewerDemo({ workspaceSlug, documentId }: ViewerDemoProps) {
  const model = useIslandModel(() => createDemoDocumentModel(workspaceSlug, documentId), [workspaceSlug, documentId]);
  const mentionHandler = useMemo(() => createMentionHandler(workspaceSlug), [workspaceSlug]);
  const { document, loaded, loadError, load } = useUnit({
    document: model.$document,
    loaded: model.$loaded,
    loadError: model.$loadError,
    load: model.loadRequested,
  });

  useEffect(() => {
    load();
  }, [load]);

  if (!loaded) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner className="size-4" /> {editorMessages.loadingDocument}
      </p>
    );
  }
  if (loadError || !document) {
    return <DocumentLoadError message={loadError} onRetry={load} />;
  }
  // `?form=markdown|html|json` shows the saved document from that form (JSON, else markdown, by default).
  const content = openStoredContent(document, new URLSearchParams(window.location.search).get('form'));
  return (
    <div className="flex flex-col gap-3">
      {model.unavailable ? <UnavailableNote reason={model.unavailable} /> : (
        <p className="text-xs text-muted">
          {editorMessages.savedAt(new Date(document.updated_at).toLocaleString())} ·{' '}
          <a href={sitePath('/components/editor/')} className="text-primary underline underline-offset-2">
            {editorMessages.openEditor}
          </a>
        </p>
      )}
      <div className="rounded-lg border border-line bg-canvas p-4 sm:p-6">
        <LazyRichTextViewer
          value={content.value}
          format={content.format}
          otherForms={content.others}
          mentionHandler={mentionHandler}
        />
      </div>
    </div>
  );
}

export default withIslandBoundary(withDemoPlaces(ViewerDemo, 'workspace', ({ workspaceSlug }, _, page: { documentId: string }) => ({ workspaceSlug, documentId: page.documentId })), 'viewer');
