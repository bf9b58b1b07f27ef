import type { Editor } from '@milkdown/kit/core';
import { useEffect, useRef, useState } from 'react';
import type { ContentFormat, ContentValue } from '../../../src/domain/editor/content';
import { EditorBridge } from '../bridge';
import { createEditor } from '../create-editor';
import type { FileHandler, MentionHandler } from '../types';

export interface EditorInstanceOptions {
  editable: boolean;
  placeholder?: string;
  initialValue?: ContentValue | null;
  format: ContentFormat;
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
}

/**
 * Creates the Milkdown editor when its root element mounts and destroys it on unmount, reporting
 * readiness both ways. Creation is async: an unmount that comes first destroys it once created.
 */
export function useEditorInstance({
  editable, placeholder, initialValue, format, ariaLabel, onReady, mode, copyFeedbackMs, fileHandler, mentionHandler,
}: EditorInstanceOptions): EditorInstance {
  const [bridge] = useState(() => new EditorBridge({ editable, placeholder, copyFeedbackMs }));
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const initial = useRef({ initialValue, format, ariaLabel, mode });

  bridge.options.editable = editable;
  bridge.options.placeholder = placeholder;
  // Handlers are read when used, so the latest ones apply without recreating the editor.
  bridge.fileHandler = fileHandler ?? null;
  bridge.mentionHandler = mentionHandler ?? null;

  useEffect(() => {
    if (!root) return undefined;
    let cancelled = false;
    let editor: Editor | null = null;
    const { initialValue: value, format: valueFormat, ariaLabel: label, mode: kind } = initial.current;
    createEditor({ root, bridge, value, format: valueFormat, ariaLabel: label, mode: kind })
      .then((created) => {
        editor = created.editor;
        if (cancelled) {
          void editor.destroy(true);
          return;
        }
        setReady(true);
        onReadyRef.current?.(true);
        bridge.mentionHandler
          ?.highlights?.()
          .then((ids) => bridge.setMentionHighlights(Array.isArray(ids) ? ids : []))
          .catch((error: unknown) => console.error('Mention highlights could not be loaded.', error));
      })
      .catch((error: unknown) => console.error('The editor could not be created.', error));
    return () => {
      cancelled = true;
      if (editor) {
        void editor.destroy(true);
        setReady(false);
        onReadyRef.current?.(false);
      }
    };
  }, [root, bridge]);

  // Editable can change after mount (e.g. a role change): the view re-reads it.
  useEffect(() => {
    const view = bridge.view;
    if (view && !view.isDestroyed) {
      view.setProps({});
      bridge.notify();
    }
  }, [bridge, editable, placeholder]);

  return { bridge, rootRef: setRoot, ready };
}
