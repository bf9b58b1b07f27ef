import { remarkCtx, schemaCtx } from '@milkdown/kit/core';
import type { Ctx } from '@milkdown/kit/ctx';
import type { MarkType, Node, NodeType } from '@milkdown/kit/prose/model';
import { ParserState, type MarkdownNode } from '@milkdown/kit/transformer';
import { readMarkdownFast } from './reader';

/**
 * Markdown to a document: the fast reader's tree for a plain text, else remark's; either through
 * remark's transformers and the node files' runners. Every reader of markdown in the editor (the
 * codec, a paste, a large paste's pieces) goes through this one, so each gets the fast path.
 *
 * The runners run under Milkdown's ParserState with its `next` replaced: Milkdown finds each tree
 * node's type by spreading the schema's node and mark maps into a new object and searching it, for
 * every node (1.0 s of a 2 MB paste, bench/profile-paste.mjs). Here the same list, in the same
 * order, is made once and searched with the same `match` rules.
 */
export function createMarkdownReader(ctx: Ctx): (markdown: string) => Node {
  const schema = ctx.get(schemaCtx);
  const remark = ctx.get(remarkCtx);
  const types = Object.values({ ...schema.nodes, ...schema.marks }) as Array<NodeType | MarkType>;
  const typeOf = (node: MarkdownNode) => {
    const found = types.find((type) => type.spec.parseMarkdown?.match(node));
    if (!found) throw new TypeError(`No node or mark of the schema reads a markdown "${node.type}".`);
    return found;
  };

  return (markdown) => {
    const fast = readMarkdownFast(markdown);
    const tree = (fast ? remark.runSync(fast as never) : remark.runSync(remark.parse(markdown), markdown)) as MarkdownNode;
    const state = new ParserState(schema);
    state.next = (nodes = []) => {
      for (const node of Array.isArray(nodes) ? nodes : [nodes]) {
        const type = typeOf(node);
        type.spec.parseMarkdown!.runner(state, node, type as NodeType & MarkType);
      }
      return state;
    };
    state.next(tree);
    return state.toDoc();
  };
}

const readers = new WeakMap<Ctx, (markdown: string) => Node>();

/** The editor's one reader, made on first use: remark is ready only once the editor is created. */
export function markdownReaderOf(ctx: Ctx): (markdown: string) => Node {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = createMarkdownReader(ctx);
    readers.set(ctx, reader);
  }
  return reader;
}
