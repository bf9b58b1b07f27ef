import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, TextSelection } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { shouldAppendParagraph, type LastBlockKind } from '../../../src/domain/editor/container-click';
import { bridgeCtx } from '../bridge/context';

const containerClickKey = new PluginKey('planeContainerClick');

/** The domain's name for the document's last block. */
function lastBlockKind(node: Node | null): LastBlockKind | null {
  if (!node) return null;
  switch (node.type.name) {
    case 'paragraph': return node.content.size === 0 ? 'empty-paragraph' : 'paragraph';
    case 'heading': return 'heading';
    case 'bulletList': return 'bullet-list';
    case 'orderedList': return 'ordered-list';
    case 'taskList': return 'task-list';
    case 'table': return 'table';
    case 'blockquote': return 'quote';
    case 'codeBlock': return 'code-block';
    case 'horizontalRule': return 'divider';
    case 'image': return 'image';
    default: return 'other';
  }
}

/**
 * A click below the content (SPEC section 2, "Editor behaviour"): a press on the editor's frame
 * (the host's element marked `data-editor-frame`) or the empty space around the document, not on
 * the document or a menu, focuses the editor and, unless the last block says not to, appends an
 * empty paragraph to type in.
 */
export const containerClickPlugin = $prose((ctx) => {
  const { host } = ctx.get(bridgeCtx.key);
  return new Plugin({
    key: containerClickKey,
    view(view) {
      const frame = view.dom.closest<HTMLElement>('[data-editor-frame]');
      const onMouseDown = (event: MouseEvent) => {
        const target = event.target as HTMLElement;
        if (!host.editable || view.isDestroyed || view.dom.contains(target)) return;
        if (target !== frame && !target.classList.contains('milkdown') && !target.dataset.editorRoot) return;
        event.preventDefault();
        const { doc } = view.state;
        const tr = view.state.tr;
        if (shouldAppendParagraph(lastBlockKind(doc.lastChild))) {
          tr.insert(doc.content.size, view.state.schema.nodes.paragraph.create());
          tr.setSelection(TextSelection.create(tr.doc, tr.doc.content.size - 1));
        } else {
          tr.setSelection(TextSelection.atEnd(tr.doc));
        }
        view.dispatch(tr.scrollIntoView());
        view.focus();
      };
      frame?.addEventListener('mousedown', onMouseDown);
      return { destroy: () => frame?.removeEventListener('mousedown', onMouseDown) };
    },
  });
});
