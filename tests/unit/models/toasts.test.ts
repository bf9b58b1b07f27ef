import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';

/** The first fetch of sonner's chunk fails, as one that did not arrive would; later ones load it. */
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('sonner', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

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
