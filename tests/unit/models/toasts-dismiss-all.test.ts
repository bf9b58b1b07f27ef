import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';

/** The first fetch of sonner's chunk fails, so the first toast waits for the next one's fetch. */
const chunk = await vi.hoisted(async () => (await import('../../helpers/failing-chunk')).failingChunk());
vi.mock('sonner', (importOriginal) => chunk(importOriginal));

const { dismissAllToasts, notify } = await import('../../../src/models/toasts');

/** What sonner was asked to show, in order, and what it still shows. */
async function toasts() {
  const { toast } = await import('sonner');
  const said = (list: ReturnType<typeof toast.getToasts>) => list.map((t) => ('dismiss' in t ? 'dismissed' : String(t.description)));
  return { shown: said(toast.getHistory()), showing: said(toast.getToasts()) };
}

describe('dismissAllToasts, for a view that is gone (a Ladle story when another opens)', () => {
  it('a toast still waiting for the library is never shown, and every toast shown is taken back', async () => {
    const scope = fork();
    await allSettled(notify, { scope, params: { type: 'error', message: 'Of the last view' } });
    await allSettled(dismissAllToasts, { scope });
    await allSettled(notify, { scope, params: { type: 'success', message: 'First of this view' } });
    await allSettled(notify, { scope, params: { type: 'info', message: 'Second of this view', id: 'second' } });
    expect(await toasts()).toEqual({ shown: ['First of this view', 'Second of this view'], showing: ['First of this view', 'Second of this view'] });

    await allSettled(dismissAllToasts, { scope });
    expect(await toasts()).toEqual({ shown: ['First of this view', 'Second of this view'], showing: [] });
  });
});
