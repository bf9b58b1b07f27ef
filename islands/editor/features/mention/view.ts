import type { Node } from '@milkdown/kit/prose/model';
import type { NodeView } from '@milkdown/kit/prose/view';
import { $view } from '@milkdown/kit/utils';
import { mentionText } from '../../../../src/domain/editor/mentions';
import { safeMentionUri } from '../../../../src/domain/editor/safe-content';
import type { EditorBridge } from '../../bridge';
import { bridgeCtx } from '../../bridge/context';
import { mentionNode } from './node';

/**
 * A mention chip: "@label", yellow when its entity is highlighted (e.g. the current user). A click
 * in the editable editor goes to its redirect address; in the read-only viewer it does nothing.
 */
class MentionView implements NodeView {
  dom: HTMLElement;
  private refresh = () => this.render();

  constructor(private node: Node, private bridge: EditorBridge) {
    this.dom = document.createElement('span');
    this.dom.className = 'mention';
    this.dom.contentEditable = 'false';
    this.dom.addEventListener('click', this.onClick);
    bridge.mentionViews.add(this.refresh);
    this.render();
  }

  private render() {
    const attrs = this.node.attrs as { label: string; entity_identifier: string; redirect_uri: string };
    this.dom.textContent = mentionText(attrs);
    this.dom.dataset.entity = attrs.entity_identifier;
    this.dom.classList.toggle('is-highlighted', this.bridge.mentionHighlights.has(attrs.entity_identifier));
    if (this.bridge.options.editable) this.dom.setAttribute('role', 'link');
    else this.dom.removeAttribute('role');
  }

  private onClick = (event: MouseEvent) => {
    if (!this.bridge.options.editable) return;
    event.preventDefault();
    const uri = safeMentionUri(this.node.attrs.redirect_uri);
    const navigate = this.bridge.mentionHandler?.navigate;
    if (navigate) navigate(uri);
    else window.location.assign(uri);
  };

  update(node: Node) {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.render();
    return true;
  }

  ignoreMutation() {
    return true;
  }

  destroy() {
    this.bridge.mentionViews.delete(this.refresh);
  }
}

export const mentionView = $view(mentionNode, (ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return (node) => new MentionView(node, bridge);
});
