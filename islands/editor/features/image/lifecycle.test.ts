import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { closeHistory, undo, redo } from '@milkdown/kit/prose/history';
import type { EditorView } from '@milkdown/kit/prose/view';
import { mountEditor } from '../../test-utils';
import { deletedImageSources, imageRestore } from './lifecycle';
import { startImageUpload } from './upload';
import type { FileHandler } from '../../types';

afterEach(() => vi.restoreAllMocks());

const POOL = ['/uploads/default/a.png', '/uploads/default/b.png', 'https://cdn.example/c.png'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function recordingHandler() {
  const calls: Array<[string, string]> = [];
  let pending: Array<{ resolve: (value: object) => void; reject: (error: Error) => void }> = [];
  const handler: FileHandler = {
    upload: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
    delete: async (path) => void calls.push(['delete', path]),
    restore: async (path) => void calls.push(['restore', path]),
    cancel: () => undefined,
  };
  const take = () => {
    const all = pending;
    pending = [];
    return all;
  };
  return { handler, calls, take, asked: () => pending.length > 0 };
}

function imagesInDoc(view: EditorView): string[] {
  const srcs: string[] = [];
  view.state.doc.descendants((node) => {
    if (node.type.name === 'image') srcs.push(String(node.attrs.src));
    return !node.isTextblock;
  });
  return srcs;
}

type Op =
  | { kind: 'insert'; src: number }
  | { kind: 'deleteImage'; index: number }
  | { kind: 'undo' } | { kind: 'redo' } | { kind: 'type' }
  | { kind: 'upload'; outcome: 'success' | 'failure' | 'cancel' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), src: fc.integer({ min: 0, max: POOL.length - 1 }) }),
  fc.record({ kind: fc.constant('deleteImage' as const), index: fc.nat(3) }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
  fc.constant({ kind: 'type' as const }),
  fc.record({ kind: fc.constant('upload' as const), outcome: fc.constantFrom('success' as const, 'failure' as const, 'cancel' as const) }),
);

describe('deleted-sources bookkeeping across random edits, undo and redo', () => {
  it('deletes what leaves, restores what returns, in order, and never sticks the upload flag', { timeout: 120_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const { handler, calls, take, asked } = recordingHandler();
        const { view, bridge } = await mountEditor('start');
        bridge.host.fileHandler = handler;
        const seen = new Set<string>();
        for (const step of ops) {
          if (step.kind === 'insert') {
            view.dispatch(view.state.tr.insert(view.state.doc.content.size, view.state.schema.nodes.image.create({ src: POOL[step.src] })));
          } else if (step.kind === 'deleteImage') {
            const positions: number[] = [];
            view.state.doc.forEach((node, offset) => node.type.name === 'image' && positions.push(offset));
            const at = positions[step.index % Math.max(1, positions.length)];
            if (at !== undefined) view.dispatch(view.state.tr.delete(at, at + 1));
          } else if (step.kind === 'undo') {
            undo(view.state, view.dispatch);
          } else if (step.kind === 'redo') {
            redo(view.state, view.dispatch);
          } else if (step.kind === 'type') {
            view.dispatch(view.state.tr.insertText('x', 1));
          } else {
            const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
            const running = startImageUpload(view, bridge, file, 1);
            // Until the file is handed to the server or the flow ends by itself: a fixed number of
            // ticks was a race (on a loaded machine the handler was asked later, and nothing ever answered it).
            let ended = false;
            void running.finally(() => {
              ended = true;
            });
            while (!ended && !asked()) await settle();
            const [deferred] = take();
            if (step.outcome === 'success') deferred?.resolve({ id: 'object-result' });
            if (step.outcome === 'failure') deferred?.reject(new Error('server said no'));
            if (step.outcome === 'cancel') (view.dom.querySelector('.image-upload-cancel') as HTMLButtonElement | null)?.click();
            await running;
          }
          await settle();
          const present = new Set(imagesInDoc(view));
          present.forEach((src) => seen.add(src));
          for (const src of seen) {
            expect(deletedImageSources(view).get(src), `${src} present=${present.has(src)}`).toBe(!present.has(src));
          }
        }
        // Per path, the calls alternate delete, restore, delete... starting with a delete.
        const byPath = new Map<string, string[]>();
        for (const [action, path] of calls) byPath.set(path, [...(byPath.get(path) ?? []), action]);
        for (const actions of byPath.values()) actions.forEach((action, i) => expect(action).toBe(i % 2 === 0 ? 'delete' : 'restore'));
        expect(bridge.uploads.inProgress).toBe(false);
        expect(view.dom.querySelector('.image-upload-placeholder')).toBeNull();
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it('restores every image already in the content when the editor is created', async () => {
    const { handler, calls } = recordingHandler();
    const root = document.createElement('div');
    document.body.append(root);
    const { EditorBridge } = await import('../../bridge');
    const { createEditor } = await import('../../create-editor');
    const bridge = new EditorBridge({ editable: true });
    bridge.host.fileHandler = handler;
    const { view } = await createEditor({ root, bridge, value: '![](/uploads/default/a.png)\n\n<img src="https://x.io/uploads/b.png" width="200px">', format: 'markdown' });
    expect(calls).toEqual([['restore', 'uploads/default/a.png'], ['restore', 'uploads/b.png']]);
    expect([...deletedImageSources(view)]).toEqual([['/uploads/default/a.png', false], ['https://x.io/uploads/b.png', false]]);
  });

  it('keeps the restore of an image that came back, for its view to load it again after, until it leaves again', async () => {
    let finish!: () => void;
    const restored = new Promise<void>((resolve) => (finish = resolve));
    const handler: FileHandler = { upload: async () => ({}), delete: async () => undefined, restore: () => restored, cancel: () => undefined };
    const { view, bridge } = await mountEditor('start');
    bridge.host.fileHandler = handler;
    const src = '/uploads/default/a.png';
    view.dispatch(view.state.tr.insert(view.state.doc.content.size, view.state.schema.nodes.image.create({ src })));
    expect(imageRestore(view, src)).toBeUndefined();
    const at = view.state.doc.content.size - 1;
    // The delete is an undo step of its own, as a user's comes later than the insert.
    view.dispatch(closeHistory(view.state.tr.delete(at, at + 1)));
    undo(view.state, view.dispatch);
    const pending = imageRestore(view, src);
    expect(pending).toBeDefined();
    let settled = false;
    void pending!.then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    finish();
    await settle();
    expect(settled).toBe(true);
    expect(imageRestore(view, src)).toBe(pending);
    redo(view.state, view.dispatch);
    expect(imageRestore(view, src)).toBeUndefined();
  });
});
