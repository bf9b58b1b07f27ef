import { editorViewTimerCtx, EditorStateReady, nodeViewCtx, schemaCtx } from '@milkdown/kit/core';
import { createTimer, type MilkdownPlugin } from '@milkdown/kit/ctx';
import { DOMSerializer, type Node, type NodeType, type Schema } from '@milkdown/kit/prose/model';
import type { Decoration, NodeView, NodeViewConstructor } from '@milkdown/kit/prose/view';
import { PlaceholderView } from './placeholder';
import { drawnWhole, lazyBlockSizes } from './state';
import type { BlockSizes, DrawnBlock } from './sizes';
import { isTopLevelStart } from './top-level';

/** A block drawn as ProseMirror would draw it without a node view: from its type's toDOM. */
function drawnByType(node: Node): NodeView {
  const { dom, contentDOM } = DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node));
  return { dom, contentDOM: contentDOM ?? undefined };
}

const PASSED = ['selectNode', 'deselectNode', 'setSelection', 'stopEvent', 'ignoreMutation'] as const;

/**
 * A top-level block drawn whole in a long document. It behaves as its own view (or ProseMirror's
 * default one) in every way but one: the update that takes its open mark away fails, so that
 * ProseMirror draws it again, as a placeholder.
 */
function drawnWholeView(node: Node, own: NodeView, sizes: BlockSizes, isOpen: (outer: readonly Decoration[]) => boolean): NodeView {
  const drawn: DrawnBlock = { dom: own.dom as HTMLElement, node };
  sizes.drawn.add(drawn);
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
      sizes.drawn.delete(drawn);
      own.destroy?.();
    },
  };
  for (const name of PASSED) {
    const method = own[name] as ((...args: unknown[]) => unknown) | undefined;
    if (method) (view as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => method.apply(own, args);
  }
  if (own.multiType) view.multiType = true;
  return view;
}

/** The node types that can stand at the top of a document. */
function topLevelTypes(schema: Schema): NodeType[] {
  return Object.values(schema.nodes).filter((type) => type !== schema.topNodeType && !type.isInline && schema.topNodeType.contentMatch.matchType(type));
}

/**
 * Every node view of a type that can be a top-level block, wrapped: in a long document (state.ts)
 * a top-level block is a placeholder unless it is marked open; every top-level block drawn is
 * noted for measuring (sizes.ts); every other node is drawn by its own view as before.
 */
export function lazyNodeViews(schema: Schema, views: ReadonlyArray<[string, NodeViewConstructor]>): Array<[string, NodeViewConstructor]> {
  const byName = new Map(views);
  for (const type of topLevelTypes(schema)) {
    const own = byName.get(type.name);
    byName.set(type.name, (node, view, getPos, outer, inner) => {
      const pos = getPos();
      const sizes = lazyBlockSizes(view.state);
      if (!sizes || pos === undefined || !isTopLevelStart(view.state.doc, pos)) {
        // ProseMirror draws a node from its type when a node view gives it nothing.
        return own ? own(node, view, getPos, outer, inner) : (null as unknown as NodeView);
      }
      if (!drawnWhole(view.state, outer)) return new PlaceholderView(node, view);
      // Short documents' blocks too: should the document grow long, each can then become a placeholder.
      return drawnWholeView(node, own ? own(node, view, getPos, outer, inner) : drawnByType(node), sizes, (next) => drawnWhole(view.state, next));
    });
  }
  return [...byName];
}

const LazyViewsReady = createTimer('LazyViewsReady');

/** Wraps the editor's node views once every `$view` has registered its own (right after the schema). */
export const lazyBlockViews: MilkdownPlugin = (ctx) => {
  ctx.record(LazyViewsReady);
  ctx.update(editorViewTimerCtx, (timers) => [...timers, LazyViewsReady]);
  return async () => {
    await ctx.wait(EditorStateReady);
    ctx.update(nodeViewCtx, (views) => lazyNodeViews(ctx.get(schemaCtx), views));
    ctx.done(LazyViewsReady);
    return () => {
      ctx.clearTimer(LazyViewsReady);
    };
  };
};
