import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { bridgeCtx } from '../bridge/context';

const viewEventsKey = new PluginKey('planeViewEvents');

/**
 * Tells the React layer about every state change, focus change and pointer drag (the bridge's
 * view events), so menus and the toolbar re-render from the view's current state; and where the
 * pointer rests, for hover controls that load later.
 */
export const viewEventsPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  const { events } = bridge;
  return new Plugin({
    key: viewEventsKey,
    view: (view) => {
      events.attach(view);
      const onPointerUp = () => {
        if (!events.pointerSelecting) return;
        events.pointerSelecting = false;
        events.notify();
      };
      const onPointerMove = (event: MouseEvent) => {
        events.pointer = { x: event.clientX, y: event.clientY };
      };
      const onPointerOut = (event: MouseEvent) => {
        if (!event.relatedTarget) events.pointer = null;
      };
      view.root.addEventListener('mouseup', onPointerUp as EventListener);
      view.root.addEventListener('mousemove', onPointerMove as EventListener, { passive: true });
      view.root.addEventListener('mouseout', onPointerOut as EventListener, { passive: true });
      return {
        update: (current, previous) => {
          // A document still opening grows, but nobody changed it: the host hears of nothing.
          if (current.state.doc !== previous.doc && !bridge.opening.running) events.notifyDoc();
          events.notify();
        },
        destroy: () => {
          view.root.removeEventListener('mouseup', onPointerUp as EventListener);
          view.root.removeEventListener('mousemove', onPointerMove as EventListener);
          view.root.removeEventListener('mouseout', onPointerOut as EventListener);
          events.detach(view);
        },
      };
    },
    props: {
      handleDOMEvents: {
        mousedown: (_view, event) => {
          if (event.button === 0) {
            events.pointerSelecting = true;
            events.notify();
          }
          return false;
        },
        focus: () => {
          events.focused = true;
          events.notify();
          return false;
        },
        blur: () => {
          events.focused = false;
          events.notify();
          return false;
        },
      },
    },
  });
});
