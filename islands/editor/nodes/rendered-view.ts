import type { Node } from '@milkdown/kit/prose/model';
import type { NodeView } from '@milkdown/kit/prose/view';

/** A node view that draws itself from its node: an update to a node of the same type repaints it. */
export abstract class RenderedNodeView implements NodeView {
  abstract dom: HTMLElement;

  constructor(protected node: Node) {}

  /** Paints `dom` from `node` (and whatever else the view reads). */
  protected abstract render(): void;

  update(node: Node): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.render();
    return true;
  }
}
