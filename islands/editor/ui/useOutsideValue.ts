import { useEffect, useRef } from 'react';
import type { ContentFormat, ContentValue } from '../../../src/domain/editor/content';
import type { EditorBridge } from '../bridge';
import { lazyForms, replaceDocument } from '../handle';
import { useLatest } from './use-latest';

/** Whether the document already reads as `value`, in the value's form. */
function readsAs(bridge: EditorBridge, value: ContentValue, format: ContentFormat): boolean {
  const forms = lazyForms(bridge);
  if (!forms) return false;
  return format === 'markdown' ? forms.markdown === value
    : format === 'html' ? forms.html === value
      : JSON.stringify(forms.json) === (typeof value === 'string' ? value : JSON.stringify(value));
}

/** Replaces the document with `value` unless the document already reads as it. */
function applyOutsideValue(bridge: EditorBridge, value: ContentValue, format: ContentFormat): void {
  if (!readsAs(bridge, value, format)) replaceDocument(bridge, value, format);
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
  // The value the document was last synced with: the same one again (an effect that runs for another
  // reason, a host that sends it anew) is no news, and applying it after an upload would undo the upload.
  const synced = useRef<{ value: ContentValue; format: ContentFormat } | null>(null);
  const latest = useLatest({ value, format, accepting });

  useEffect(() => {
    if (!accepting || value === undefined || value === null) return;
    if (bridge.uploads.inProgress) {
      // Waiting only for news: not the value last synced, nor one the document shows already (an
      // upload's image is not in the document until it ends).
      const seen = synced.current !== null && synced.current.value === value && synced.current.format === format;
      waiting.current = !seen && !readsAs(bridge, value, format);
      return;
    }
    waiting.current = false;
    applyOutsideValue(bridge, value, format);
    synced.current = { value, format };
  }, [accepting, value, format, bridge]);

  useEffect(
    () =>
      bridge.uploads.onIdle(() => {
        const { value: newest, format: newestFormat, accepting: accepts } = latest.current;
        // Not accepting now: the effect above applies the value when the host accepts it again.
        if (!waiting.current || !accepts || newest === undefined || newest === null) return;
        waiting.current = false;
        applyOutsideValue(bridge, newest, newestFormat);
        synced.current = { value: newest, format: newestFormat };
      }),
    [bridge, latest],
  );
}
