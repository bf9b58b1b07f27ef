import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { bridgeCtx } from '../bridge/context';

export const viewBridgeKey = new PluginKey('planeViewBridge');

/**
 * Tells the React layer about every state change, focus change and pointer drag, so menus and
 * the toolbar re-render from the view's current state.
 */
export const viewBridge = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return new Plugin({
    key: viewBridgeKey,
    view: (view) => {
      bridge.attach(view);
      const onPointerUp = () => {
        if (!bridge.pointerSelecting) return;
        bridge.pointerSelecting = false;
        bridge.notify();
      };
      view.root.addEventListener('mouseup', onPointerUp as EventListener);
      return {
        update: (current, previous) => {
          if (current.state.doc !== previous.doc) bridge.notifyDoc();
          bridge.notify();
        },
        destroy: () => {
          view.root.removeEventListener('mouseup', onPointerUp as EventListener);
          bridge.detach(view);
        },
      };
    },
    props: {
      handleDOMEvents: {
        mousedown: (_view, event) => {
          if (event.button === 0) {
            bridge.pointerSelecting = true;
            bridge.notify();
          }
          return false;
        },
        focus: () => {
          bridge.focused = true;
          bridge.notify();
          return false;
        },
        blur: () => {
          bridge.focused = false;
          bridge.notify();
          return false;
        },
      },
    },
  });
});
