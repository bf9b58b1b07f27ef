import { nodeViewCtx, SchemaReady, schemaCtx } from '@milkdown/kit/core';
import type { MilkdownPlugin } from '@milkdown/kit/ctx';
import { DOMSerializer, type Node, type Schema } from '@milkdown/kit/prose/model';
import type { Decoration, NodeView, NodeViewConstructor } from '@milkdown/kit/prose/view';
import { PlaceholderView } from './placeholder';
import { drawnBlocks, drawnWhole, type DrawnBlock } from './state';
import { blockIndexAt } from './top-level';

/** A block drawn as ProseMirror would draw it without a node view: from its type's toDOM. */
const drawnByType = (node: Node): NodeView => DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node));

const PASSED = ['selectNode', 'deselectNode', 'setSelection', 'stopEvent', 'ignoreMutation'] as const;

/**
 * A top-level block drawn whole in a long document. It behaves as its own view (or ProseMirror's
 * default one) in every way but one: the update that takes its open mark away fails, so that
 * ProseMirror draws it again, as a placeholder.
 */
function drawnWholeView(node: Node, own: NodeView, registry: Set<DrawnBlock>, isOpen: (outer: readonly Decoration[]) => boolean): NodeView {
  const drawn: DrawnBlock = { dom: own.dom as HTMLElement, node };
  registry.add(drawn);
  const view: NodeView = {
    dom: own.dom,
    contentDOM: own.contentDOM,
    update(next, outer, inner) {
      if (!isOpen(outer)) return false;
      if (own.update) {
        const updated = own.update(next, outer, inner);
        if (updated) drawn.node = next;
        return updated;
      }
      // What ProseMirror's default view accepts: the same type and attributes, its content redrawn.
      if (!next.sameMarkup(drawn.node) || (!own.contentDOM && !next.isLeaf)) return false;
      drawn.node = next;
      return true;
    },
    destroy() {
      registry.delete(drawn);
      own.destroy?.();
    },
  };
  for (const name of PASSED) {
    const method = own[name] as ((...args: unknown[]) => unknown) | undefined;
    if (method) (view as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => method.apply(own, args);
  }
  return view;
}

/**
 * Every node view of a type that can be a top-level block, wrapped: in a long document (state.ts)
 * a top-level block is a placeholder unless it is marked open; every top-level block drawn is
 * noted for measuring (sizes.ts); every other node is drawn by its own view as before.
 */
export function lazyNodeViews(schema: Schema, views: ReadonlyArray<[string, NodeViewConstructor]>): Array<[string, NodeViewConstructor]> {
  const byName = new Map(views);
  // Every block type: one that cannot stand at the top goes through at the cost of a binary search.
  for (const type of Object.values(schema.nodes).filter((type) => type.isBlock && type !== schema.topNodeType)) {
    const own = byName.get(type.name);
    byName.set(type.name, (node, view, getPos, outer, inner) => {
      const pos = getPos();
      const registry = drawnBlocks(view.state);
      if (!registry || pos === undefined || blockIndexAt(view.state.doc, pos) < 0) {
        // ProseMirror draws a node from its type when a node view gives it nothing.
        return own ? own(node, view, getPos, outer, inner) : (null as unknown as NodeView);
      }
      if (!drawnWhole(view.state, outer)) return new PlaceholderView(view);
      // Short documents' blocks too: should the document grow long, each can then become a placeholder.
      return drawnWholeView(node, own ? own(node, view, getPos, outer, inner) : drawnByType(node), registry, (next) => drawnWhole(view.state, next));
    });
  }
  return [...byName];
}

/**
 * Wraps the editor's node views. Every `$view` registers its own as soon as the schema is ready;
 * this plugin comes after them (last of composition.ts's render plugins), so its own wait for the
 * schema ends after theirs, long before the view is made.
 */
export const lazyBlockViews: MilkdownPlugin = (ctx) => async () => {
  await ctx.wait(SchemaReady);
  ctx.update(nodeViewCtx, (views) => lazyNodeViews(ctx.get(schemaCtx), views));
};
