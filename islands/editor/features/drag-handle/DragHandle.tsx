import { NodeSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { useEffect, useRef, useState, type DragEvent, type RefObject } from 'react';
import { autoScrollDelta, DRAG_HANDLE_WIDTH } from '../../../../src/domain/editor/drag';
import { editorMessages } from '../../../../src/domain/messages';
import type { EditorBridge } from '../../bridge';
import { useBridgeSelector } from '../../ui/useBridge';

interface Target {
  dom: HTMLElement;
  pos: number;
}

/** The block a pointer is over: a list item inside lists, otherwise the top-level block. */
function blockAt(view: EditorView, element: Element | null): Target | null {
  if (!element || !view.dom.contains(element) || element === view.dom) return null;
  // The list container itself (its gutter) has no handle.
  if (element.matches('ul, ol')) return null;
  const item = element.closest('li');
  let dom: HTMLElement | null = item && view.dom.contains(item) && !item.closest('td, th') ? item : null;
  if (!dom) {
    let top: Element | null = element;
    while (top && top.parentElement !== view.dom) top = top.parentElement;
    dom = top as HTMLElement | null;
  }
  if (!dom) return null;
  try {
    const $pos = view.state.doc.resolve(view.posAtDOM(dom, 0));
    if (dom.tagName === 'LI') {
      for (let depth = $pos.depth; depth > 0; depth -= 1) {
        if (['listItem', 'taskItem'].includes($pos.node(depth).type.name)) return { dom, pos: $pos.before(depth) };
      }
      return null;
    }
    const index = $pos.index(0);
    return { dom, pos: $pos.posAtIndex(index, 0) };
  } catch {
    return null;
  }
}

/**
 * The drag handle (editable only): six dots, 24 px wide, left of the block under the pointer.
 * A click selects the block; dragging moves it, scrolling 70 px at a time near the window's top
 * (300 px) or bottom (100 px). It hides on typing, scrolling, drag start, dropping, leaving the
 * editor, and over a list container.
 */
export function DragHandle({ bridge, container }: { bridge: EditorBridge; container: RefObject<HTMLElement | null> }) {
  const [target, setTarget] = useState<Target | null>(null);
  // Hidden, the handle needs only the view and editability; shown, it follows every state change.
  const { view, editable } = useBridgeSelector(bridge, (b) => ({
    view: b.events.view,
    editable: b.canEdit,
    version: target ? b.events.getVersion() : 0,
  }));
  // While a drag runs the handle stays in the DOM (removing a drag source cancels the drag) but is not shown.
  const [dragActive, setDragActive] = useState(false);
  const handle = useRef<HTMLButtonElement>(null);
  const dragging = useRef(false);

  useEffect(() => {
    const box = container.current;
    if (!view || !box || !editable) return undefined;
    const hide = () => setTarget(null);
    // Hidden by a key or a scroll, the handle stays hidden until the pointer moves: Chromium sends a
    // mousemove of its own when the page changes under a still pointer (a panel that grows after the
    // key, say), which would bring it straight back.
    let pointer: { x: number; y: number } | null = null;
    let hiddenUntilMove = false;
    const hideUntilMove = () => {
      hiddenUntilMove = true;
      hide();
    };
    const onMove = (event: Pick<MouseEvent, 'clientX' | 'clientY' | 'target'>) => {
      const moved = pointer === null || pointer.x !== event.clientX || pointer.y !== event.clientY;
      pointer = { x: event.clientX, y: event.clientY };
      if (hiddenUntilMove && !moved) return;
      hiddenUntilMove = false;
      if (dragging.current || handle.current?.contains(event.target as Node)) return;
      const element = view.root.elementFromPoint(event.clientX, event.clientY);
      if (!element || !view.dom.contains(element)) {
        // Between the gutter and the text the handle stays where it is; elsewhere it hides.
        if (!box.contains(element)) hide();
        return;
      }
      setTarget(blockAt(view, element));
    };
    const onDragOver = (event: globalThis.DragEvent) => {
      if (!dragging.current) return;
      const delta = autoScrollDelta(event.clientY, window.innerHeight);
      if (delta) window.scrollBy({ top: delta, behavior: 'smooth' });
    };
    const onDragEnd = () => {
      dragging.current = false;
      setDragActive(false);
      hide();
    };
    const onScroll = () => {
      if (!dragging.current) hideUntilMove();
    };
    box.addEventListener('mousemove', onMove);
    box.addEventListener('mouseleave', hide);
    view.dom.addEventListener('keydown', hideUntilMove);
    view.dom.addEventListener('drop', onDragEnd);
    window.addEventListener('wheel', onScroll, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('dragend', onDragEnd);
    // A pointer already over a block when the handle arrives meets it without moving.
    const resting = bridge.events.restingPointer();
    if (resting && box.contains(resting.element)) onMove({ clientX: resting.x, clientY: resting.y, target: resting.element });
    return () => {
      box.removeEventListener('mousemove', onMove);
      box.removeEventListener('mouseleave', hide);
      view.dom.removeEventListener('keydown', hideUntilMove);
      view.dom.removeEventListener('drop', onDragEnd);
      window.removeEventListener('wheel', onScroll);
      window.removeEventListener('scroll', onScroll, { capture: true });
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('dragend', onDragEnd);
    };
  }, [view, editable, bridge, container]);

  if (!view || !bridge.canEdit || !target || !target.dom.isConnected) return null;
  const rect = target.dom.getBoundingClientRect();
  const lineHeight = Math.min(rect.height, 28);

  const select = () => {
    try {
      view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, target.pos)));
      view.focus();
    } catch (error) {
      console.error('The block could not be selected.', error);
    }
  };

  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    const { selection } = view.state;
    const insideSelection = !selection.empty && selection.from <= target.pos && target.pos < selection.to;
    if (!insideSelection) select();
    const slice = view.state.selection.content();
    const { dom, text } = view.serializeForClipboard(slice);
    event.dataTransfer.clearData();
    event.dataTransfer.setData('text/html', dom.innerHTML);
    event.dataTransfer.setData('text/plain', text);
    event.dataTransfer.effectAllowed = 'copyMove';
    event.dataTransfer.setDragImage(target.dom, 0, 0);
    view.dragging = { slice, move: true };
    dragging.current = true;
    requestAnimationFrame(() => setDragActive(true));
  };

  return (
    <button
      ref={handle}
      type="button"
      draggable
      aria-label={editorMessages.dragHandle}
      title={editorMessages.dragHandle}
      onMouseDown={(event) => event.stopPropagation()}
      onClick={select}
      onContextMenu={(event) => {
        event.preventDefault();
        select();
      }}
      onDragStart={onDragStart}
      className="fixed z-30 flex cursor-grab items-center justify-center rounded text-muted hover:bg-surface-2 active:cursor-grabbing"
      style={{
        left: rect.left - DRAG_HANDLE_WIDTH - 4, top: rect.top + (lineHeight - 24) / 2, width: DRAG_HANDLE_WIDTH, height: 24,
        opacity: dragActive ? 0 : 1,
      }}
    >
      <svg width="12" height="16" viewBox="0 0 12 16" fill="currentColor" aria-hidden="true">
        {[3, 8, 13].flatMap((y) => [<circle key={`a${y}`} cx="3" cy={y} r="1.4" />, <circle key={`b${y}`} cx="9" cy={y} r="1.4" />])}
      </svg>
    </button>
  );
}
