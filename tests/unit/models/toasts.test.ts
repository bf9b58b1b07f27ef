import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';

/** The first fetch of sonner's chunk fails, as one that did not arrive would; later ones load it. */
const chunk = await vi.hoisted(async () => (await import('../../helpers/failing-chunk')).failingChunk());
vi.mock('sonner', (importOriginal) => chunk(importOriginal));

const { $toastsAsked, notify } = await import('../../../src/models/toasts');
const { toastTitle } = await import('../../../src/domain/messages');

describe('toasts, whose library loads with the first of them', () => {
  it('a toast asked for while the library cannot be fetched is shown, in order, once the next one loads it', async () => {
    const scope = fork();
    await allSettled(notify, { scope, params: { type: 'error', message: 'First' } });
    expect(scope.getState($toastsAsked)).toBe(1);
    await allSettled(notify, { scope, params: { type: 'success', message: 'Second' } });
    const { toast } = await import('sonner');
    expect(toast.getHistory().map((t) => ('dismiss' in t ? 'dismissed' : [t.title, t.description, t.type]))).toEqual([
      [toastTitle.error, 'First', 'error'],
      [toastTitle.success, 'Second', 'success'],
    ]);
  });
});
