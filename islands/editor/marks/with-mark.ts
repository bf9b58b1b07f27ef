import type { Mark, Node } from '@milkdown/kit/prose/model';
import type { SerializerState } from '@milkdown/kit/transformer';

/**
 * Opens a markdown mark for a text node, except when the node is only whitespace: the writer
 * moves edge spaces out of marks, which would leave an empty `****` or `[](url)` behind. Such a
 * node is written plainly (or inside the mark when a neighbour already opened it).
 */
export function withTextMark(state: SerializerState, mark: Mark, node: Node, type: string, props?: Record<string, string | boolean | null>): void {
  if (node.isText && !(node.text ?? '').trim()) return;
  state.withMark(mark, type, undefined, props);
}
