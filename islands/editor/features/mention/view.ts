import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose, $view } from '@milkdown/kit/utils';
import { mentionText } from '../../../../src/domain/editor/mentions';
import { safeMentionUri } from '../../../../src/domain/editor/safe-content';
import type { EditorBridge } from '../../bridge';
import { bridgeCtx } from '../../bridge/context';
import { RenderedNodeView } from '../../nodes/rendered-view';
import { mentionNode } from './node';

/**
 * A mention chip: "@label", yellow when its entity is highlighted (e.g. the current user). A click
 * in the editable editor goes to its redirect address; in the read-only viewer it does nothing.
 */
class MentionView extends RenderedNodeView {
  dom: HTMLElement;
  private readonly unwatch: () => void;

  constructor(node: Node, private bridge: EditorBridge) {
    super(node);
    this.dom = document.createElement('span');
    this.dom.className = 'mention';
    this.dom.contentEditable = 'false';
    this.dom.addEventListener('click', this.onClick);
    this.unwatch = bridge.mentions.watch(() => this.render());
    this.render();
  }

  protected render() {
    const attrs = this.node.attrs as { label: string; entity_identifier: string; redirect_uri: string };
    this.dom.textContent = mentionText(attrs);
    this.dom.dataset.entity = attrs.entity_identifier;
    this.dom.classList.toggle('is-highlighted', this.bridge.mentions.has(attrs.entity_identifier));
    if (this.bridge.host.editable) this.dom.setAttribute('role', 'link');
    else this.dom.removeAttribute('role');
  }

  private onClick = (event: MouseEvent) => {
    if (!this.bridge.host.editable) return;
    event.preventDefault();
    const uri = safeMentionUri(this.node.attrs.redirect_uri);
    const navigate = this.bridge.host.mentionHandler?.navigate;
    if (navigate) navigate(uri);
    else window.location.assign(uri);
  };

  ignoreMutation() {
    return true;
  }

  destroy() {
    this.unwatch();
  }
}

export const mentionView = $view(mentionNode, (ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return (node) => new MentionView(node, bridge);
});

/** Once the editor (or viewer) is created, the host says which mentions to highlight. */
export const mentionHighlightsPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin({
    key: new PluginKey('planeMentionHighlights'),
    view() {
      bridge.host.mentionHandler
        ?.highlights?.()
        .then((ids) => bridge.mentions.set(Array.isArray(ids) ? ids : []))
        .catch((error: unknown) => console.error('Mention highlights could not be loaded.', error));
      return {};
    },
  });
});
