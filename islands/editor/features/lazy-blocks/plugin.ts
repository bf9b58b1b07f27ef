import type { MilkdownPlugin } from '@milkdown/kit/ctx';
import { Plugin, type PluginView } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { allowPartialDrawing, applyLazyState, initialLazyState, type DrawnBlock, LAZY_FROM_BLOCKS, lazyBlocksKey, type LazyBlocksState } from './state';
import { lazyBlockViews } from './views';
import type { LazyBlocksWatcher } from './watch';

type LongDocumentChunk = typeof import('./long-document');

/** The long document's chunk, once fetched (see WatcherOnceLong). */
let fetched: LongDocumentChunk | null = null;
let fetching: Promise<LongDocumentChunk> | null = null;

/** Fetches the long document's chunk, once: as soon as a document may be long (create-editor.ts), or once one is. */
export function fetchLongDocumentChunk(): Promise<LongDocumentChunk> {
  fetching ??= import('./long-document').then(
    (chunk) => {
      allowPartialDrawing();
      return (fetched = chunk);
    },
    (error: unknown) => {
      // Asked again by the next change: meanwhile the document is drawn whole.
      fetching = null;
      throw error;
    },
  );
  return fetching;
}

/**
 * Whether a stored value may hold enough blocks to be long (markdown and HTML: a line at least for
 * each, but for a one-line HTML document; JSON: as many top-level nodes): then the editor waits for
 * the chunk before it reads the value.
 */
export function mayBeLong(value: unknown): boolean {
  if (typeof value === 'string') return value.split('\n', LAZY_FROM_BLOCKS).length >= LAZY_FROM_BLOCKS || value.length > 20 * LAZY_FROM_BLOCKS;
  const content = (value as { content?: unknown } | null)?.content;
  return Array.isArray(content) && content.length >= LAZY_FROM_BLOCKS;
}

/**
 * The watcher (watch.ts) comes with the long document's chunk. Until it has (create-editor.ts asks
 * for it as the editor is made, so it seldom has to wait), every document is drawn whole
 * (state.ts, allowPartialDrawing); once it has, a change of nothing lets a long one draw part of itself.
 */
class WatcherOnceLong implements PluginView {
  private watcher: LazyBlocksWatcher | null = null;
  private asked = false;
  private gone = false;

  constructor(private readonly view: EditorView, private readonly drawn: Set<DrawnBlock>) {
    this.update();
  }

  update(): void {
    if (this.watcher) this.watcher.update();
    else if (!this.asked && this.view.state.doc.childCount >= LAZY_FROM_BLOCKS) {
      this.asked = true;
      fetchLongDocumentChunk().then(
        (chunk) => {
          if (this.gone) return;
          this.watcher = new chunk.LazyBlocksWatcher(this.view, this.drawn);
          // A change of nothing, for the state to see that the document may now draw only part of itself.
          this.view.dispatch(this.view.state.tr.setMeta('addToHistory', false));
        },
        () => {
          this.asked = false;
        },
      );
    }
  }

  destroy(): void {
    this.gone = true;
    this.watcher?.destroy();
  }
}

const lazyBlocksPlugin = $prose(() => {
  const drawn = new Set<DrawnBlock>();
  return new Plugin<LazyBlocksState>({
    key: lazyBlocksKey,
    drawn,
    state: {
      init: (_config, state) => initialLazyState(state),
      apply: applyLazyState,
    },
    props: {
      decorations(state) {
        const { active, open } = lazyBlocksKey.getState(state)!;
        return active && fetched ? fetched.withRuns(state.doc, open, drawn) : open;
      },
      // Only a long document needs them, and it has fetched them with its watcher.
      handleKeyDown: (view, event) => fetched?.edgeKeys(view, event) ?? false,
    },
    view: (view) => new WatcherOnceLong(view, drawn),
  });
});

/** Long documents draw only the blocks near the window (state.ts, views.ts, placeholder.ts; the rest in long-document.ts). */
export const lazyBlocks: MilkdownPlugin[] = [lazyBlocksPlugin, lazyBlockViews].flat();
