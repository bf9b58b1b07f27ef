import { Plugin, PluginKey, type EditorState } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';

export const firstScreenKey = new PluginKey<DecorationSet>('planeFirstScreen');

/** More blocks than any window shows at once (a block is at least a line and its margin). */
export const FIRST_SCREEN_BLOCKS = 50;

function firstScreen(state: EditorState): DecorationSet {
  const marks: Decoration[] = [];
  let pos = 0;
  for (let index = 0; index < Math.min(FIRST_SCREEN_BLOCKS, state.doc.childCount); index++) {
    const block = state.doc.child(index);
    marks.push(Decoration.node(pos, pos + block.nodeSize, { class: 'is-first-screen' }));
    pos += block.nodeSize;
  }
  return DecorationSet.create(state.doc, marks);
}

/**
 * The blocks the document opens with on its first screen are always drawn whole. Chromium lays a
 * new block with `content-visibility: auto` out at its intrinsic size in its first frame, even on
 * screen, and at its real size in the next, so an opening document grew under the reader's eyes
 * (431, then 798 px on the editor page) and moved everything below it. The marks are made once and
 * follow their blocks through edits; an `:nth-child` rule would restyle every following block
 * whenever one is added or removed.
 */
export const firstScreenPlugin = $prose(
  () =>
    new Plugin<DecorationSet>({
      key: firstScreenKey,
      state: {
        init: (_config, state) => firstScreen(state),
        apply: (tr, marks) => (tr.docChanged ? marks.map(tr.mapping, tr.doc) : marks),
      },
      props: {
        decorations: (state) => firstScreenKey.getState(state),
      },
    }),
);
