import type { Editor } from '@milkdown/kit/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ContentFormat, ContentValue } from '../../../src/domain/editor/content';
import { EditorBridge } from '../bridge';
import { createEditor } from '../create-editor';
import { finishOpening } from '../features/large-document/open';
import type { StoredForm } from '../open-document';
import type { FileHandler, MentionHandler } from '../types';
import { useLatest } from './use-latest';

export interface EditorInstanceOptions {
  editable: boolean;
  placeholder?: string;
  initialValue?: ContentValue | null;
  format: ContentFormat;
  /** The document's other stored forms, read when the initial value cannot be read whole. */
  otherForms?: StoredForm[];
  ariaLabel?: string;
  onReady?: (ready: boolean) => void;
  mode: 'editor' | 'viewer';
  copyFeedbackMs?: number;
  fileHandler?: FileHandler;
  mentionHandler?: MentionHandler;
}

export interface EditorInstance {
  bridge: EditorBridge;
  rootRef: (node: HTMLDivElement | null) => void;
  ready: boolean;
  /** How the document was opened, when not exactly as stored. */
  notice: string | null;
  /** The editor could not be created (a chunk that did not arrive, say); `retry` tries again. */
  failed: boolean;
  retry: () => void;
}

/**
 * Creates the Milkdown editor when its root element mounts and destroys it on unmount, reporting
 * readiness both ways. Creation is async: an unmount that comes first destroys it once created.
 * The props reach the plugins through the bridge's `host`, written in layout effects (which run
 * before the editor is created and before any passive effect), never during render.
 */
export function useEditorInstance({
  editable, placeholder, initialValue, format, otherForms, ariaLabel, onReady, mode, copyFeedbackMs, fileHandler, mentionHandler,
}: EditorInstanceOptions): EditorInstance {
  const [bridge] = useState(() => new EditorBridge({ editable, placeholder, copyFeedbackMs }));
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Try again was pressed: its button is gone once the editor is back, so the editor takes the focus.
  const focusWhenReady = useRef(false);
  const onReadyRef = useLatest(onReady);
  // The content and form the editor opens with: read once, when it is created.
  const [initial] = useState(() => ({ initialValue, format, otherForms, ariaLabel, mode }));

  // Handlers are read when used, so the latest ones apply without recreating the editor.
  useLayoutEffect(() => {
    bridge.host.fileHandler = fileHandler ?? null;
    bridge.host.mentionHandler = mentionHandler ?? null;
  }, [bridge, fileHandler, mentionHandler]);

  // Editable can change after mount (e.g. a role change): the view and the menus re-read it.
  useLayoutEffect(() => {
    bridge.host.editable = editable;
    bridge.host.placeholder = placeholder;
    const view = bridge.events.view;
    if (view && !view.isDestroyed) {
      view.setProps({});
      bridge.events.notify();
    }
  }, [bridge, editable, placeholder]);

  useEffect(() => {
    if (!root) return undefined;
    let cancelled = false;
    let editor: Editor | null = null;
    // The host's latest onReady, at the time readiness changes.
    const report = (isReady: boolean) => {
      setReady(isReady);
      onReadyRef.current?.(isReady);
    };
    const { initialValue: value, format: valueFormat, otherForms: others, ariaLabel: label, mode: kind } = initial;
    createEditor({ root, bridge, value, format: valueFormat, others, ariaLabel: label, mode: kind })
      .then(async (created) => {
        editor = created.editor;
        if (cancelled) {
          void editor.destroy(true);
          return;
        }
        setNotice(created.notice);
        // A large document is ready once whole: until then it cannot be changed and its host waits.
        const opened = created.opening ? finishOpening(created.view, bridge.opening, created.opening, created.openWhole) : null;
        // What the host asked meanwhile is done now (an opening under way is finished first: bridge.opening.finishNow).
        bridge.setCreated(true);
        if (opened) {
          const notice = await opened;
          if (cancelled || created.view.isDestroyed) return;
          if (notice) setNotice(notice);
          created.view.setProps({});
        }
        report(true);
        if (focusWhenReady.current) {
          focusWhenReady.current = false;
          created.view.focus();
        }
      })
      .catch((error: unknown) => {
        console.error('The editor could not be created.', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      bridge.setCreated(false);
      if (editor) {
        void editor.destroy(true);
        report(false);
      }
    };
  }, [root, bridge, initial, onReadyRef, attempt]);

  const retry = useCallback(() => {
    focusWhenReady.current = true;
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { bridge, rootRef: setRoot, ready, notice, failed, retry };
}
