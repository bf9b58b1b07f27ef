import type { MilkdownPlugin } from '@milkdown/kit/ctx';
import type { Node } from '@milkdown/kit/prose/model';
import { Plugin } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import type { BlockSize } from './estimate';
import { RUN_CLASS } from './placeholder';
import { lazyRuns } from './runs';
import { BlockSizes } from './sizes';
import { applyLazyState, attachBlockSizes, initialLazyState, lazyBlocksKey, type LazyBlocksState } from './state';
import { edgeKeys } from './keys';
import { lazyBlockViews } from './views';
import { LazyBlocksWatcher } from './watch';

const px = (value: number) => `${Math.round(value * 10) / 10}px`;
const runStyle = ({ height, marginTop, marginBottom }: BlockSize) => `height: ${px(height)}; margin-top: ${px(marginTop)}; margin-bottom: ${px(marginBottom)}`;

const lazyBlocksPlugin = $prose(() => {
  const sizes = new BlockSizes();
  // The decorations of one document and open set, kept until either changes or sizes are estimated anew.
  let drawn: { doc: Node; open: DecorationSet; estimates: number; decorations: DecorationSet } | null = null;
  const plugin = new Plugin<LazyBlocksState>({
    key: lazyBlocksKey,
    state: {
      init: (_config, state) => initialLazyState(state),
      apply: applyLazyState,
    },
    props: {
      decorations(state) {
        const { active, open } = lazyBlocksKey.getState(state)!;
        if (!active) return open;
        if (drawn?.doc === state.doc && drawn.open === open && drawn.estimates === sizes.estimates) return drawn.decorations;
        const starts = new Set(open.find().map((mark) => mark.from));
        const runs = lazyRuns(state.doc, (start) => starts.has(start), sizes.sizeOf).map((run) =>
          Decoration.node(run.start, run.start + run.first.nodeSize, { class: RUN_CLASS, style: runStyle(run.size) }, { lazyRun: true }),
        );
        drawn = { doc: state.doc, open, estimates: sizes.estimates, decorations: runs.length ? open.add(state.doc, runs) : open };
        return drawn.decorations;
      },
      handleKeyDown: edgeKeys,
      // The few blocks drawn are laid out whole (content-visibility skips none), so that what is measured is their size.
      attributes: (state): Record<string, string> => (lazyBlocksKey.getState(state)?.active ? { 'data-lazy-blocks': 'true' } : {}),
    },
    view: (view) => new LazyBlocksWatcher(view, sizes),
  });
  attachBlockSizes(plugin, sizes);
  return plugin;
});

/** Long documents draw only the blocks near the window (state.ts, placeholder.ts, runs.ts, watch.ts, views.ts). */
export const lazyBlocks: MilkdownPlugin[] = [lazyBlocksPlugin, lazyBlockViews].flat();
