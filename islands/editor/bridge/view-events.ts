import type { EditorView } from '@milkdown/kit/prose/view';

/**
 * The live view and what happens to it, for the React menus: the view-events plugin reports every
 * state change, document change, focus change and pointer drag here, and the menus subscribe
 * (useSyncExternalStore through useBridgeSelector).
 */
export class ViewEvents {
  view: EditorView | null = null;
  focused = false;
  /** Set while the pointer is pressed inside the editor: the toolbar waits for mouseup. */
  pointerSelecting = false;
  /**
   * Where the pointer last moved on the page, or null once it left the window. The hover controls
   * (table bars, drag handle) load after the document shows: a pointer already resting where they
   * belong sends no event when they arrive, so they start from here.
   */
  pointer: { x: number; y: number } | null = null;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private readonly docListeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  notify(): void {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Called only when the document changed (not on selection moves). */
  onDocChange = (listener: () => void): (() => void) => {
    this.docListeners.add(listener);
    return () => this.docListeners.delete(listener);
  };

  notifyDoc(): void {
    this.docListeners.forEach((listener) => listener());
  }

  /** Where the pointer rests and the element under it, or null when it is off the page. */
  restingPointer(): { x: number; y: number; element: Element | null } | null {
    const { pointer, view } = this;
    if (!pointer || !view) return null;
    return { ...pointer, element: view.root.elementFromPoint(pointer.x, pointer.y) };
  }

  attach(view: EditorView): void {
    this.view = view;
    this.notify();
  }

  detach(view: EditorView): void {
    if (this.view === view) this.view = null;
    this.notify();
  }
}
