import { useEffect, useRef } from 'react';
import type { ContentFormat, ContentValue } from '../../../src/domain/editor/content';
import type { EditorBridge } from '../bridge';
import { lazyForms, replaceDocument } from '../handle';
import { useLatest } from './use-latest';

/** Replaces the document with `value` unless the document already reads as it, in the value's form. */
function applyOutsideValue(bridge: EditorBridge, value: ContentValue, format: ContentFormat): void {
  const forms = lazyForms(bridge);
  const same =
    format === 'markdown' ? forms.markdown === value
      : format === 'html' ? forms.html === value
        : JSON.stringify(forms.json) === (typeof value === 'string' ? value : JSON.stringify(value));
  if (!same) replaceDocument(bridge, value, format);
}

/**
 * Keeps the document in sync with a host's value (null or undefined: none). It is not applied while
 * an upload runs (SPEC section 8) nor while the host cannot take it (`accepting` false: not ready,
 * or the markdown source shown): the newest value that arrived meanwhile is applied once the last
 * upload ends, however it ended, or once the host accepts it again. A value that did not change
 * while an upload ran is not re-applied: it would undo the upload.
 */
export function useOutsideValue(bridge: EditorBridge, value: ContentValue | null | undefined, format: ContentFormat, accepting: boolean): void {
  // True when a value arrived during an upload and has not been applied yet.
  const waiting = useRef(false);
  const latest = useLatest({ value, format, accepting });

  useEffect(() => {
    if (!accepting || value === undefined || value === null) return;
    if (bridge.uploads.inProgress) {
      waiting.current = true;
      return;
    }
    waiting.current = false;
    applyOutsideValue(bridge, value, format);
  }, [accepting, value, format, bridge]);

  useEffect(
    () =>
      bridge.uploads.onIdle(() => {
        const { value: newest, format: newestFormat, accepting: accepts } = latest.current;
        // Not accepting now: the effect above applies the value when the host accepts it again.
        if (!waiting.current || !accepts || newest === undefined || newest === null) return;
        waiting.current = false;
        applyOutsideValue(bridge, newest, newestFormat);
      }),
    [bridge, latest],
  );
}
