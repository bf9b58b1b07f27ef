import { Plugin, PluginKey, type EditorState } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { editorMessages } from '../../../src/domain/messages';
import { hasAncestor } from '../commands/blocks';
import { bridgeCtx } from '../bridge/context';

export const placeholderKey = new PluginKey('planePlaceholder');

function isEmptyDoc(state: EditorState): boolean {
  const { doc } = state;
  return doc.childCount === 1 && doc.firstChild!.type.name === 'paragraph' && doc.firstChild!.content.size === 0;
}

/**
 * "Press '/' for commands..." on the empty line holding the cursor (or the host's own text on an
 * empty document), "Heading N" on an empty heading. Nothing in tables or during an upload. Only
 * the cursor's block is looked at, so the cost does not grow with the document.
 */
export const placeholderPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin({
    key: placeholderKey,
    props: {
      decorations(state) {
        if (!bridge.host.editable || bridge.uploads.inProgress) return null;
        const fallback = bridge.host.placeholder || editorMessages.placeholder;
        if (isEmptyDoc(state)) {
          return DecorationSet.create(state.doc, [
            Decoration.node(0, state.doc.firstChild!.nodeSize, { class: 'is-empty', 'data-placeholder': fallback }),
          ]);
        }
        const { $from, empty } = state.selection;
        const parent = $from.parent;
        if (!empty || !parent.isTextblock || parent.content.size > 0 || parent.type.spec.code || $from.depth < 1) return null;
        if (hasAncestor($from, 'table')) return null;
        const text = parent.type.name === 'heading' ? editorMessages.headingPlaceholder(Number(parent.attrs.level)) : editorMessages.placeholder;
        const start = $from.before();
        return DecorationSet.create(state.doc, [Decoration.node(start, start + parent.nodeSize, { class: 'is-empty', 'data-placeholder': text })]);
      },
    },
  });
});
