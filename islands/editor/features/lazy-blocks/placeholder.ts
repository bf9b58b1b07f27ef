import type { Node } from '@milkdown/kit/prose/model';
import type { Decoration, EditorView, NodeView } from '@milkdown/kit/prose/view';
import { drawnWhole } from './state';

export const PLACEHOLDER_CLASS = 'plane-lazy-block';

/**
 * A top-level block far from the window, not drawn: an element the page does not lay out at all
 * (`display: none`), so that layout, pre-paint, hit testing and paint pass over none of its tree.
 * At 10 MB that is 45,000 blocks and some 660,000 elements that every frame passed over, even
 * skipped by `content-visibility` (bench/README.md). The first placeholder of a run of them is
 * shown instead, as tall as the run (a decoration's style), so the page keeps its height.
 */
export class PlaceholderView implements NodeView {
  readonly dom: HTMLElement;

  constructor(private readonly view: EditorView) {
    this.dom = document.createElement('div');
    this.dom.className = PLACEHOLDER_CLASS;
  }

  /** ProseMirror asks only for a node of the same type: it stays a placeholder unless it is to be drawn. */
  update(_node: Node, outer: readonly Decoration[]): boolean {
    return !drawnWhole(this.view.state, outer);
  }
}
