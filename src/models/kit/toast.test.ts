import { describe, expect, it } from 'vitest';
import { allSettled, createEvent } from 'effector';
import { genericError } from '../../domain/messages';
import type { ApiError } from '../../api/result';
import { toastFailure, toastOn } from './toast';
import { forkRecordingToasts } from '../../../tests/helpers/toast-scope';

const serverError: ApiError = { kind: 'http', status: 409, serverMessage: 'Description is locked.', message: 'Conflict' };
const silentError: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error' };

describe('toastOn', () => {
  it('announces a fixed sentence each time its clock fires, with SPEC\'s default title', async () => {
    const saved = createEvent();
    toastOn(saved, 'success', 'Saved.');
    const { toasts, scope } = forkRecordingToasts();
    await allSettled(saved, { scope });
    await allSettled(saved, { scope });
    expect(toasts).toEqual([{ type: 'success', message: 'Saved.' }, { type: 'success', message: 'Saved.' }]);
  });

  it('reads the sentence from what the clock carried, and takes a title', async () => {
    const exported = createEvent<string>();
    toastOn(exported, 'success', (name) => `${name} is ready.`, 'Export');
    const { toasts, scope } = forkRecordingToasts();
    await allSettled(exported, { scope, params: 'issues.csv' });
    expect(toasts).toEqual([{ type: 'success', title: 'Export', message: 'issues.csv is ready.' }]);
  });

  it('listens to several clocks at once', async () => {
    const a = createEvent();
    const b = createEvent();
    toastOn([a, b], 'info', 'Either.');
    const { toasts, scope } = forkRecordingToasts();
    await allSettled(a, { scope });
    await allSettled(b, { scope });
    expect(toasts).toHaveLength(2);
  });
});

describe('toastFailure', () => {
  it('says what the server said, else the generic sentence', async () => {
    const failed = createEvent<unknown>();
    toastFailure(failed);
    const { toasts, scope } = forkRecordingToasts();
    await allSettled(failed, { scope, params: serverError });
    await allSettled(failed, { scope, params: silentError });
    await allSettled(failed, { scope, params: new Error('not an api error') });
    expect(toasts).toEqual([
      { type: 'error', message: 'Description is locked.' },
      { type: 'error', message: genericError },
      { type: 'error', message: genericError },
    ]);
  });

  it('takes the fallback of its situation, fixed or chosen from the error', async () => {
    const uploadFailed = createEvent<unknown>();
    const aiFailed = createEvent<unknown>();
    toastFailure(uploadFailed, 'The upload failed.');
    toastFailure(aiFailed, (error) => ((error as ApiError).status === 429 ? 'Too many requests.' : 'AI failed.'));
    const { toasts, scope } = forkRecordingToasts();
    await allSettled(uploadFailed, { scope, params: silentError });
    await allSettled(aiFailed, { scope, params: { kind: 'http', status: 429, message: 'Too Many Requests' } satisfies ApiError });
    expect(toasts.map((t) => t.message)).toEqual(['The upload failed.', 'Too many requests.']);
  });
});
