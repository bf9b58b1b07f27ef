import { createEffect } from 'effector';
import { genericError } from '../../domain/messages';
import { toastOn } from './toast';

/**
 * Copies text to the clipboard and says so: `copied` on success, SPEC's generic sentence when the
 * browser refuses (no permission, no secure context). Send it the text to copy.
 */
export function createClipboardCopy(copied: { message: string; title?: string }) {
  const copyFx = createEffect(async (text: string) => {
    await navigator.clipboard.writeText(text);
  });
  toastOn(copyFx.done, 'success', copied.message, copied.title);
  toastOn(copyFx.fail, 'error', genericError);
  return copyFx;
}
