import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled } from 'effector';
import { genericError } from '../../domain/messages';
import { createClipboardCopy } from './clipboard';
import { forkRecordingToasts } from '../../../tests/helpers/toast-scope';

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('createClipboardCopy', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the text and says so, with the given title', async () => {
    const writeText = vi.fn(async () => undefined);
    withClipboard(writeText);
    const copyFx = createClipboardCopy({ title: 'Copied!', message: 'The link is on your clipboard.' });
    const { scope, toasts } = forkRecordingToasts();
    await allSettled(copyFx, { scope, params: 'https://plane.so' });
    expect(writeText).toHaveBeenCalledWith('https://plane.so');
    expect(toasts).toEqual([{ type: 'success', title: 'Copied!', message: 'The link is on your clipboard.' }]);
  });

  it('a refused copy gets the generic sentence', async () => {
    withClipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const copyFx = createClipboardCopy({ message: 'Copied.' });
    const { scope, toasts } = forkRecordingToasts();
    await allSettled(copyFx, { scope, params: 'secret' });
    expect(toasts).toEqual([{ type: 'error', message: genericError }]);
  });
});
