import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';

export const activeBlockKey = new PluginKey('planeActiveBlock');

/**
 * Marks the top-level block that holds the cursor. Top-level blocks use `content-visibility: auto`
 * for long documents; the one being edited must never be skipped, or Chrome misplaces fast typing
 * in a block an input rule has just created (a new heading, say). O(1) per update.
 */
export const activeBlockPlugin = $prose(
  () =>
    new Plugin({
      key: activeBlockKey,
      props: {
        decorations(state) {
          const { $head } = state.selection;
          if (!state.doc.childCount) return null;
          const index = Math.min($head.index(0), state.doc.childCount - 1);
          const start = $head.depth >= 1 ? $head.before(1) : $head.posAtIndex(index, 0);
          const node = state.doc.child(index);
          return DecorationSet.create(state.doc, [Decoration.node(start, start + node.nodeSize, { class: 'is-active-block' })]);
        },
      },
    }),
);
