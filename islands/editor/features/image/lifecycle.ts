import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, type Transaction } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { imageFilePath, reconcileImages, type DeletedSources } from '../../../../src/domain/editor/images';
import type { EditorHost } from '../../bridge';
import { bridgeCtx } from '../../bridge/context';
import { isImageNode } from './node';

/** How many times each image source is in the document. */
type Counts = ReadonlyMap<string, number>;

export const imageLifecycleKey = new PluginKey<Counts>('planeImageLifecycle');

function imagesIn(doc: Node, from: number, to: number, visit: (src: string) => void) {
  if (to <= from) return;
  doc.nodesBetween(from, to, (node, pos) => {
    if (isImageNode(node)) {
      if (pos >= from && pos + node.nodeSize <= to && node.attrs.src) visit(String(node.attrs.src));
      return false;
    }
    // Inline images stand in textblocks; a textblock of plain text has none to look for.
    return !node.isTextblock || !(node.childCount === 1 && node.firstChild!.isText);
  });
}

/** The new counts after a transaction, looking only at the ranges its steps replaced; null if unchanged. */
function updateCounts(tr: Transaction, counts: Counts): Map<string, number> | null {
  let next: Map<string, number> | null = null;
  const change = (src: string, delta: number) => {
    next ??= new Map(counts);
    next.set(src, (next.get(src) ?? 0) + delta);
  };
  tr.steps.forEach((step, index) => {
    const before = tr.docs[index];
    const after = index + 1 < tr.docs.length ? tr.docs[index + 1] : tr.doc;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      imagesIn(before, oldStart, oldEnd, (src) => change(src, -1));
      imagesIn(after, newStart, newEnd, (src) => change(src, 1));
    });
  });
  return next;
}

/** Each view's image sources that left the document and were deleted (true) or are known and present (false). */
const deletedByView = new WeakMap<EditorView, DeletedSources>();

export function deletedImageSources(view: EditorView): DeletedSources {
  return deletedByView.get(view) ?? new Map();
}

/** Each view's restores by image source, the newest kept (settled too) until the source leaves again. */
const restoresByView = new WeakMap<EditorView, Map<string, Promise<void>>>();

/**
 * The restore of an image source that came back (an undo) or was there when the editor opened, if
 * it did and has not left since. Its file may be loaded before the restore has gone through, and a
 * server that keeps deleted files out of sight (Plane) answers 404 meanwhile: the image view waits
 * for this and loads it once more.
 */
export function imageRestore(view: EditorView, src: string): Promise<void> | undefined {
  return restoresByView.get(view)?.get(src);
}

function call(host: EditorHost, action: 'delete' | 'restore', src: string): Promise<void> | undefined {
  const handler = host.fileHandler;
  const path = imageFilePath(src);
  if (!handler || !path) return undefined;
  return handler[action](path).catch((error: unknown) => console.error(`Image ${action} failed for ${path}.`, error));
}

/**
 * Deletion and restore (SPEC section 4): an image leaving the document has its file deleted and
 * is marked in the deleted-sources map; coming back (undo) restores and unmarks it. On creation
 * every image already there is restored. Only replaced ranges are read, never the whole document.
 */
export const imageLifecyclePlugin = $prose((ctx) => {
  const { host } = ctx.get(bridgeCtx.key);
  return new Plugin<Counts>({
    key: imageLifecycleKey,
    state: {
      init(_config, state) {
        const counts = new Map<string, number>();
        imagesIn(state.doc, 0, state.doc.content.size, (src) => counts.set(src, (counts.get(src) ?? 0) + 1));
        return counts;
      },
      apply(tr, counts) {
        if (!tr.docChanged) return counts;
        const next = updateCounts(tr, counts);
        if (!next) return counts;
        for (const [src, n] of next) if (n <= 0) next.delete(src);
        return next;
      },
    },
    view(view) {
      const initial = imageLifecycleKey.getState(view.state) ?? new Map();
      const deleted = new Map<string, boolean>();
      const restores = new Map<string, Promise<void>>();
      const restore = (src: string) => {
        const done = call(host, 'restore', src);
        if (done) restores.set(src, done);
      };
      for (const src of initial.keys()) {
        deleted.set(src, false);
        restore(src);
      }
      deletedByView.set(view, deleted);
      restoresByView.set(view, restores);
      return {
        update(current, previousState) {
          const before = imageLifecycleKey.getState(previousState);
          const after = imageLifecycleKey.getState(current.state);
          if (!before || !after || before === after) return;
          const result = reconcileImages(before, after, deletedImageSources(current));
          deletedByView.set(current, result.deleted);
          result.toDelete.forEach((src) => {
            restores.delete(src);
            call(host, 'delete', src);
          });
          result.toRestore.forEach(restore);
        },
      };
    },
  });
});
