import { Suspense, useEffect, useImperativeHandle, useMemo, useRef, type ChangeEvent, type Ref } from 'react';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { cn } from '../ui/cn';
import { editorLimits } from '../../src/domain/constants';
import type { EditorForms } from './codec';
import { startImageUpload } from './features/image/upload';
import { chooseTypedSlash } from './features/slash/choose';
import type { FileHandler, MentionHandler } from './types';
import type { CommandEnvironment } from './commands/registry';
import { createHandle, lazyForms, type RichTextEditorHandle } from './handle';
import { SourceViewToggle } from './features/source-view/SourceViewToggle';
import { useSourceView } from './features/source-view/use-source-view';
import { useEditorInstance } from './ui/useEditorInstance';
import { ContentNotice } from './ui/ContentNotice';
import { DocumentLoadError } from './DocumentLoadError';
import { editorMessages } from '../../src/domain/messages';
import { ProgressLine } from './features/large-document/ProgressLine';
import type { StoredForm } from './open-document';
import { useLatest } from './ui/use-latest';
import { useOutsideValue } from './ui/useOutsideValue';
import { rootPlaceholder } from './ui/root-placeholder';
import './editor.css';
import { retryingLazy } from '../ui/retrying-lazy';

/**
 * The menus are their own chunk, fetched while the editor is created and mounted once the document
 * is shown: opening a document never waits for them. Should someone type `/Image` and Enter before
 * they mount, the plugins keep the trigger and the keys, and the list replays them when it opens.
 */
const loadMenus = () => import('./ui/EditingMenus');
const EditingMenus = retryingLazy(() => loadMenus().then((m) => m.EditingMenus));

export interface RichTextEditorProps {
  /** The starting content, read once at mount; empty or whitespace-only becomes one empty paragraph. */
  initialValue?: ContentValue | null;
  /** The form of `initialValue` and `value`. */
  format?: ContentFormat;
  /** The stored document's other forms, opened when `initialValue` cannot be read whole (which is then said above it). */
  otherForms?: StoredForm[];
  /** An external value to keep in sync (null or undefined: none). Never applied during an upload: the newest one is applied once it ends. */
  value?: ContentValue | null;
  editable?: boolean;
  /** All three forms after each change, debounced by `changeDebounceMs`; each form is built on first read. */
  onChange?: (forms: EditorForms) => void;
  changeDebounceMs?: number;
  placeholder?: string;
  /** Upload, delete, restore and cancel for images; without it images cannot be added. */
  fileHandler?: FileHandler;
  /** Suggestions (and highlights) for "@" mentions; without it "@" is plain text. */
  mentionHandler?: MentionHandler;
  /** True once the editor is created, false when it is destroyed. */
  onReady?: (ready: boolean) => void;
  ariaLabel?: string;
  className?: string;
  /**
   * A view bar switching between the rich text and its markdown source (also Mod-Alt-u); a
   * read-only editor shows the source read-only. CodeMirror is fetched on the first switch.
   */
  sourceToggle?: boolean;
  /** How long the copy button shows its check mark; the spec's 1000 ms unless a story holds it. */
  copyFeedbackMs?: number;
  /** The height held for it while it loads (lazy.tsx), kept until its document is drawn. */
  placeholderHeight?: number;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * The rich-text editor (SPEC sections 2-9): Milkdown underneath, markdown, HTML and JSON in and
 * out, slash menu, selection toolbar, links, paste rules, code blocks and placeholders.
 */
export function RichTextEditor({
  initialValue = '', format = 'markdown', otherForms, value, editable = true, onChange, changeDebounceMs = 300, placeholder, onReady,
  ariaLabel, className, copyFeedbackMs, fileHandler, mentionHandler, sourceToggle = false, placeholderHeight, ref,
}: RichTextEditorProps) {
  const { bridge, rootRef, ready, notice, failed, retry } = useEditorInstance({
    editable, placeholder, initialValue, format, otherForms, ariaLabel, onReady, mode: 'editor', copyFeedbackMs, fileHandler, mentionHandler,
  });
  const containerRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const env = useMemo<CommandEnvironment>(() => ({ pickImage: () => fileInput.current?.click() }), []);

  const source = useSourceView(bridge, editable);
  const { views } = source;
  useImperativeHandle(ref, () => createHandle(bridge, env, views), [bridge, env, views]);
  // The menus' chunk is fetched while the editor is created; they mount once the document is shown.
  useEffect(() => {
    if (editable) void loadMenus().catch(() => undefined);
  }, [editable]);
  // Until they mount, Enter on `/Image` still runs in the key's own event (bridge/key-routing.ts says why).
  useEffect(() => bridge.keys.chooseEarly('slash', (arrows) => {
    const view = bridge.events.view;
    return Boolean(view && !view.isDestroyed && chooseTypedSlash(view, arrows, env));
  }), [bridge, env]);

  const onChangeRef = useLatest(onChange);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const arm = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        // A large paste tells the host once, when its last piece is in, not after every piece.
        if (bridge.paste.running) arm();
        else {
          const forms = lazyForms(bridge);
          if (forms) onChangeRef.current?.(forms);
        }
      }, changeDebounceMs);
    };
    const unsubscribe = bridge.events.onDocChange(arm);
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [bridge, changeDebounceMs, onChangeRef]);

  // While the source is shown, its text is the document: the value is applied once the rich view is back.
  const showingSource = source.mode === 'source';
  useOutsideValue(bridge, value, format, ready && !showingSource);

  const onFilePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const view = bridge.events.view;
    if (view && !view.isDestroyed) void startImageUpload(view, bridge, file);
  };

  return (
    <div
      ref={containerRef}
      className={cn('plane-editor pb-6', className)}
      data-editable={String(editable)}
      data-ready={String(ready)}
      // A click below the content is the editor's (plugins/container-click.ts).
      data-editor-frame=""
      data-view={source.mode}
      onKeyDownCapture={sourceToggle ? source.onKeyDownCapture : undefined}
    >
      {sourceToggle && !failed && <SourceViewToggle mode={source.mode} status={source.status} onShow={(mode) => void views.show(mode)} />}
      <ContentNotice notice={notice} />
      {failed && <DocumentLoadError message={editorMessages.editorLoadFailed} onRetry={retry} />}
      <ProgressLine bridge={bridge} />
      <div ref={rootRef} data-editor-root="true" hidden={showingSource} {...rootPlaceholder(placeholderHeight, failed)} />
      {sourceToggle && <div ref={source.host} className="plane-source" hidden={!showingSource} />}
      {editable && (
        <>
          {ready && (
            <Suspense fallback={null}>
              <EditingMenus bridge={bridge} env={env} container={containerRef} />
            </Suspense>
          )}
          <input ref={fileInput} type="file" accept={editorLimits.fileInputAccept} hidden tabIndex={-1} onChange={onFilePicked} />
        </>
      )}
    </div>
  );
}
