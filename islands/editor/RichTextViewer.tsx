import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { cn } from '../ui/cn';
import { useEffect } from 'react';
import { replaceDocument } from './handle';
import { useEditorInstance } from './ui/useEditorInstance';
import type { MentionHandler } from './types';
import './editor.css';

export interface RichTextViewerProps {
  value: ContentValue | null;
  /** Only `highlights` is used here: highlighted mentions show in yellow. */
  mentionHandler?: MentionHandler;
  format?: ContentFormat;
  ariaLabel?: string;
  className?: string;
  onReady?: (ready: boolean) => void;
}

/**
 * The read-only viewer: the same schema and rendering as the editor with nothing editable — no
 * toolbar, slash menu or placeholders; to-do boxes are inert; links open in a new tab.
 */
export function RichTextViewer({ value, format = 'markdown', ariaLabel, className, onReady, mentionHandler }: RichTextViewerProps) {
  const { bridge, rootRef, ready } = useEditorInstance({ editable: false, initialValue: value, format, ariaLabel, onReady, mode: 'viewer', mentionHandler });

  useEffect(() => {
    if (ready) replaceDocument(bridge, value, format, false);
  }, [ready, value, format, bridge]);

  return (
    <div className={cn('plane-editor', className)} data-editable="false" data-ready={String(ready)}>
      <div ref={rootRef} />
    </div>
  );
}
