import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { EditorView } from '@milkdown/kit/prose/view';
import { mountEditor, settleEditorTimers } from '../../test-utils';
import { startImageUpload } from './upload';
import type { FileHandler, UploadOptions } from '../../types';
import { checkAsyncProperty, FUZZ_RUNS, fuzzTimeout } from '../../../../tests/fuzz';

/**
 * Editor image uploads under random event sequences: several uploads at once, each started,
 * reporting progress, cancelled, failing or succeeding at any moment and in any interleaving, with
 * typing and deleting in between. The in-progress flag is on exactly while an upload runs; once
 * every upload has settled it is off, no placeholder is left, and only an upload that succeeded
 * (and was not cancelled first) has put its image in the document, once.
 * (image-lifecycle.test.ts covers one upload at a time with undo and redo.)
 */
afterEach(() => vi.restoreAllMocks());
afterAll(() => settleEditorTimers(), 10_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Op =
  | { kind: 'start' }
  | { kind: 'progress'; upload: number; fraction: number }
  | { kind: 'cancel'; upload: number }
  | { kind: 'fail'; upload: number }
  | { kind: 'succeed'; upload: number }
  | { kind: 'type' }
  | { kind: 'delete' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'start' as const }) },
  fc.record({ kind: fc.constant('progress' as const), upload: fc.nat(5), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), upload: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fail' as const), upload: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('succeed' as const), upload: fc.nat(5) }) },
  fc.constant({ kind: 'type' as const }),
  fc.constant({ kind: 'delete' as const }),
);

interface Upload {
  preview: string;
  running: Promise<void>;
  done: boolean;
  /** What the test did first to this upload: its fate. */
  outcome: 'succeed' | 'fail' | 'cancel' | null;
  call?: { resolve: (value: object) => void; reject: (error: Error) => void; options: UploadOptions };
}

function imageSources(view: EditorView): string[] {
  const srcs: string[] = [];
  view.state.doc.descendants((node) => {
    if (node.type.name === 'image') srcs.push(String(node.attrs.src));
    return true;
  });
  return srcs;
}

/** The placeholder of one upload, found by its preview (each upload's file has its own bytes). */
function placeholderOf(view: EditorView, preview: string): HTMLElement | null {
  return [...view.dom.querySelectorAll<HTMLElement>('.image-upload-placeholder')].find((el) => el.querySelector('img')?.getAttribute('src') === preview) ?? null;
}

async function run(ops: Op[], finalOutcomes: Array<'succeed' | 'fail' | 'cancel'>) {
  const { view, bridge, editor } = await mountEditor('start here');
  const calls: NonNullable<Upload['call']>[] = [];
  const handler: FileHandler = {
    upload: (_file, options) => new Promise((resolve, reject) => calls.push({ resolve, reject, options: options! })),
    delete: async () => undefined,
    restore: async () => undefined,
    cancel: () => undefined,
  };
  bridge.host.fileHandler = handler;
  const uploads: Upload[] = [];
  let deleted = false;

  const act = async (upload: Upload | undefined, outcome: 'succeed' | 'fail' | 'cancel') => {
    if (!upload || upload.done) return;
    if (outcome === 'cancel') {
      const box = placeholderOf(view, upload.preview);
      // A placeholder deleted with its text cannot be cancelled any more; the upload still settles.
      if (!box) return;
      box.querySelector<HTMLButtonElement>('.image-upload-cancel')!.click();
    } else if (outcome === 'succeed') upload.call!.resolve({ id: 'stored' });
    else upload.call!.reject(new Error('server said no'));
    upload.outcome ??= outcome;
  };

  try {
    for (const step of ops) {
      if (step.kind === 'start') {
        const bytes = new Uint8Array([137, 80, 78, 71, uploads.length]);
        const file = new File([bytes], `u${uploads.length}.png`, { type: 'image/png' });
        const upload: Upload = { preview: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`, running: Promise.resolve(), done: false, outcome: null };
        const before = calls.length;
        upload.running = startImageUpload(view, bridge, file, Math.min(1 + uploads.length, view.state.doc.content.size - 1)).then(() => void (upload.done = true));
        uploads.push(upload);
        await vi.waitFor(() => expect(calls.length).toBe(before + 1));
        upload.call = calls[before];
      } else if (step.kind === 'progress') {
        const upload = uploads[step.upload % Math.max(1, uploads.length)];
        upload?.call?.options.onProgress?.(step.fraction);
      } else if (step.kind === 'type') {
        view.dispatch(view.state.tr.insertText('x', 1));
      } else if (step.kind === 'delete') {
        const end = Math.min(view.state.doc.content.size - 1, 4);
        if (end > 1) {
          view.dispatch(view.state.tr.delete(1, end));
          deleted = true;
        }
      } else {
        await act(uploads[step.upload % Math.max(1, uploads.length)], step.kind);
      }
      await settle();
      await settle();
      // The flag is on exactly while an upload runs.
      expect(bridge.uploads.inProgress).toBe(uploads.some((u) => !u.done));
    }
    // Every upload still running settles now, with a random outcome.
    for (const [i, upload] of uploads.entries()) {
      if (upload.done) continue;
      await act(upload, finalOutcomes[i % finalOutcomes.length]);
      if (!upload.outcome) await act(upload, 'fail');
      await upload.running;
    }
    await settle();

    expect(bridge.uploads.inProgress).toBe(false);
    expect(view.dom.querySelector('.image-upload-placeholder')).toBeNull();
    const srcs = imageSources(view);
    for (const upload of uploads) {
      const count = srcs.filter((src) => src === upload.preview).length;
      // Only a success puts the image in; at most once; and (unless its spot was deleted) it is there.
      if (upload.outcome !== 'succeed') expect(count, `upload ${upload.outcome}`).toBe(0);
      else expect(count).toBeLessThanOrEqual(1);
      if (upload.outcome === 'succeed' && !deleted) expect(count).toBe(1);
    }
  } finally {
    editor.destroy();
  }
}

/** Each case mounts an editor and waits on real timers between steps: a tenth of the budget. */
const RUNS = Math.max(30, Math.round(FUZZ_RUNS / 10));

describe('property: an upload cancelled or failed at any moment leaves no placeholder and no stuck flag', () => {
  it('several uploads, any interleaving', { timeout: fuzzTimeout(200) }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkAsyncProperty(
      'editor image upload: no placeholder, no stuck flag',
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 16 }),
        fc.array(fc.constantFrom('succeed' as const, 'fail' as const, 'cancel' as const), { minLength: 1, maxLength: 4 }),
        run,
      ),
      { numRuns: RUNS },
    );
  });
});
