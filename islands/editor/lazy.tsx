import { Suspense, type ComponentProps } from 'react';
import { retryingLazy } from '../ui/retrying-lazy';
import type { RichTextEditorProps } from './RichTextEditor';
import type { RichTextViewerProps } from './RichTextViewer';
import { PLACEHOLDER_LOOK } from './ui/root-placeholder';

/**
 * The editor and viewer as separate chunks: a page paints and becomes usable first, then the
 * editor (ProseMirror, remark, highlight.js: most of its weight) arrives. The placeholder holds
 * the editor's height so nothing below it jumps when it appears.
 */
const RichTextEditor = retryingLazy<RichTextEditorProps>(() => import('./RichTextEditor').then((m) => m.RichTextEditor));
const RichTextViewer = retryingLazy<RichTextViewerProps>(() => import('./RichTextViewer').then((m) => m.RichTextViewer));

function Placeholder({ minHeight }: { minHeight: number }) {
  return <div aria-hidden="true" className={PLACEHOLDER_LOOK} style={{ minHeight }} />;
}

export function LazyRichTextEditor({ placeholderHeight = 160, ...props }: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Placeholder minHeight={placeholderHeight} />}>
      <RichTextEditor {...props} placeholderHeight={placeholderHeight} />
    </Suspense>
  );
}

export function LazyRichTextViewer({ placeholderHeight = 160, ...props }: ComponentProps<typeof RichTextViewer>) {
  return (
    <Suspense fallback={<Placeholder minHeight={placeholderHeight} />}>
      <RichTextViewer {...props} placeholderHeight={placeholderHeight} />
    </Suspense>
  );
}
