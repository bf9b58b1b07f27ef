import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { cn } from '../ui/cn';
import { useEffect, useRef } from 'react';
import { replaceDocument } from './handle';
import { useEditorInstance } from './ui/useEditorInstance';
import type { MentionHandler } from './types';
import { ContentNotice } from './ui/ContentNotice';
import { DocumentLoadError } from './DocumentLoadError';
import { editorMessages } from '../../src/domain/messages';
import { ProgressLine } from './features/large-document/ProgressLine';
import type { StoredForm } from './open-document';
import './editor.css';
import { rootPlaceholder } from './ui/root-placeholder';

export interface RichTextViewerProps {
  value: ContentValue | null;
  /** Only `highlights` is used here: highlighted mentions show in yellow. */
  mentionHandler?: MentionHandler;
  format?: ContentFormat;
  /** The stored document's other forms, opened when `value` cannot be read whole (which is then said above it). */
  otherForms?: StoredForm[];
  ariaLabel?: string;
  className?: string;
  onReady?: (ready: boolean) => void;
  /** The height held for it while it loads (lazy.tsx), kept until its document is drawn. */
  placeholderHeight?: number;
}

/**
 * The read-only viewer: the same schema and rendering as the editor with nothing editable — no
 * toolbar, slash menu or placeholders; to-do boxes are inert; links open in a new tab.
 */
export function RichTextViewer({ value, format = 'markdown', otherForms, ariaLabel, className, onReady, mentionHandler, placeholderHeight }: RichTextViewerProps) {
  const { bridge, rootRef, ready, notice, failed, retry } = useEditorInstance({ editable: false, initialValue: value, format, otherForms, ariaLabel, onReady, mode: 'viewer', mentionHandler });
  // What the viewer opened with (perhaps from another form, open-document.ts): only a new value replaces it.
  const shown = useRef({ value, format });

  useEffect(() => {
    if (!ready || (shown.current.value === value && shown.current.format === format)) return;
    shown.current = { value, format };
    replaceDocument(bridge, value, format, false);
  }, [ready, value, format, bridge]);

  return (
    <div className={cn('plane-editor', className)} data-editable="false" data-ready={String(ready)}>
      <ContentNotice notice={notice} />
      {failed && <DocumentLoadError message={editorMessages.editorLoadFailed} onRetry={retry} />}
      <ProgressLine bridge={bridge} />
      <div ref={rootRef} {...rootPlaceholder(placeholderHeight, failed)} />
    </div>
  );
}
