import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { renderHref } from '../../../src/domain/editor/links';
import { bridgeCtx } from '../bridge/context';

export const linkClickKey = new PluginKey('planeLinkClick');

/**
 * In the editable editor a click on a link places the cursor and never navigates away mid-edit;
 * Mod-click opens it in a new tab. The read-only viewer's links open in a new tab as rendered.
 */
export const linkClickPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin({
    key: linkClickKey,
    props: {
      handleDOMEvents: {
        click: (view, event) => {
          const anchor = (event.target as HTMLElement | null)?.closest?.('a[href]');
          if (!anchor || !view.dom.contains(anchor) || !bridge.host.editable) return false;
          event.preventDefault();
          if (event.metaKey || event.ctrlKey) {
            const href = renderHref(anchor.getAttribute('href'));
            if (href) window.open(href, '_blank', 'noopener,noreferrer');
            return true;
          }
          return false;
        },
      },
    },
  });
});
