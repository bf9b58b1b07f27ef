/**
 * Turns ProseMirror nodes into a markdown tree with the node and mark files' own `toMarkdown`
 * runners, then into text with remark's writer (write-tree.ts); both load beside the editor
 * (remark-writer-loader.ts). It plays the part of Milkdown's SerializerState (same runner API) but
 * finds each runner by type in a map built once: Milkdown's version searches every schema type for
 * every node, which was a third of the time of writing a long document.
 */
import type { Fragment, Mark, MarkType, Node, NodeType, Schema } from '@milkdown/kit/prose/model';
import type { MarkdownNode, MarkSchema, NodeSchema, SerializerState } from '@milkdown/kit/transformer';
import type { Root } from 'mdast';
import { orderMarks } from './mark-order';
import type { ListMarkers } from './options';
import { writeTree } from './write-tree';

type Props = Record<string, unknown>;
interface OpenElement {
  type: string;
  value?: string;
  props: Props;
  children?: MarkdownNode[];
}
interface OpenMark {
  mark: Mark;
  /** Marks written with children (not a single value like inline code) may span several nodes. */
  spanning: boolean;
}

const isText = (node: MarkdownNode | undefined): node is MarkdownNode & { value: string } => node?.type === 'text' && typeof node.value === 'string';

export class MarkdownWriter {
  private stack: OpenElement[] = [];
  private marks: OpenMark[] = [];
  private readonly nodeRunners = new Map<NodeType, NodeSchema['toMarkdown']['runner']>();
  private readonly markRunners = new Map<MarkType, MarkSchema['toMarkdown']['runner']>();

  constructor(schema: Schema, private markers: ListMarkers) {
    for (const type of Object.values(schema.nodes)) this.nodeRunners.set(type, (type.spec as NodeSchema).toMarkdown.runner);
    for (const type of Object.values(schema.marks)) this.markRunners.set(type, (type.spec as MarkSchema).toMarkdown.runner);
  }

  /** Markdown for a whole node (a document, or a document holding one block). */
  write(doc: Node): string {
    this.stack = [];
    this.marks = [];
    this.next(doc);
    let root: MarkdownNode | null = null;
    while (this.stack.length) root = this.closeElement();
    return root ? writeTree(root as Root, this.markers) : '';
  }

  // The runner API (what node and mark files call on their `state`).

  openNode = (type: string, value?: string, props?: Props) => {
    this.stack.push({ type, value, props: props ?? {} });
    return this;
  };

  closeNode = () => {
    this.closeElement();
    return this;
  };

  addNode = (type: string, children?: MarkdownNode[], value?: string, props?: Props) => {
    this.append(this.create({ type, children, value, props: props ?? {} }));
    return this;
  };

  withMark = (mark: Mark, type: string, value?: string, props?: Props) => {
    if (this.marks.some((open) => open.mark.eq(mark))) return this;
    this.marks.push({ mark, spanning: value == null });
    return this.openNode(type, value, { ...props, isMark: true });
  };

  closeMark = (mark: Mark) => {
    const index = this.marks.findLastIndex((open) => open.mark.eq(mark));
    if (index < 0) return this;
    this.marks.splice(index, 1);
    this.closeElement(true);
    return this;
  };

  next = (nodes: Node | Fragment) => {
    if ('type' in nodes) {
      this.run(nodes);
      return this;
    }
    const fragment = nodes;
    fragment.forEach((node, _offset, index) => this.run(node, fragment, index));
    return this;
  };

  // Internals.

  private asState(): SerializerState {
    return this as unknown as SerializerState;
  }

  private run(node: Node, parent?: Fragment, index = 0) {
    const following = parent?.maybeChild(index + 1) ?? undefined;
    const ordered = orderMarks(node.marks, this.marks.map((open) => open.mark), undefined, parent ? { parent, index } : undefined);
    let prevented = false;
    for (const mark of ordered) {
      if (this.markRunners.get(mark.type)?.(this.asState(), mark, node)) {
        prevented = true;
        break;
      }
    }
    if (!prevented) this.nodeRunners.get(node.type)?.(this.asState(), node);
    this.closeEndedMarks(following);
  }

  private closeEndedMarks(following?: Node) {
    let keep = 0;
    while (keep < this.marks.length) {
      const { mark, spanning } = this.marks[keep];
      if (spanning && following?.marks.some((m) => m.eq(mark))) keep += 1;
      else break;
    }
    for (let i = this.marks.length - 1; i >= keep; i -= 1) {
      this.marks.pop();
      this.closeElement(true);
    }
  }

  private create(element: OpenElement): MarkdownNode {
    const node = { ...element.props, type: element.type } as MarkdownNode;
    if (element.children) node.children = element.children;
    if (element.value !== undefined && element.value !== '') node.value = element.value;
    return node;
  }

  /**
   * Closes the top element into its parent (the last one closed is the root, returned as is).
   * A mark moves its edge spaces outside itself: `** a **` is not emphasis in markdown.
   */
  private closeElement(isMark = false): MarkdownNode {
    const element = this.stack.pop()!;
    if (!this.stack.length) return this.create(element);
    let before = '';
    let after = '';
    if (isMark && element.children?.length) {
      const first = element.children[0];
      const last = element.children[element.children.length - 1];
      if (isText(last) && last.value.endsWith(' ')) {
        const trimmed = last.value.trimEnd();
        after = last.value.slice(trimmed.length);
        last.value = trimmed;
      }
      if (isText(first) && first.value.startsWith(' ')) {
        const trimmed = first.value.trimStart();
        before = first.value.slice(0, first.value.length - trimmed.length);
        first.value = trimmed;
      }
    }
    if (before) this.append({ type: 'text', value: before } as MarkdownNode);
    const node = this.create(element);
    this.append(node);
    if (after) this.append({ type: 'text', value: after } as MarkdownNode);
    return node;
  }

  private append(node: MarkdownNode) {
    const parent = this.stack[this.stack.length - 1];
    const children = (parent.children ??= []);
    const previous = children[children.length - 1];
    if (previous && sameMark(previous, node)) {
      children[children.length - 1] = mergeMarks(previous, node);
      return;
    }
    children.push(node);
  }
}

/** Two adjacent mark nodes with equal attributes become one (`**a****b**` is written `**ab**`). */
function sameMark(a: MarkdownNode, b: MarkdownNode): boolean {
  if (!a.isMark || !b.isMark || a.type !== b.type || !a.children || !b.children) return false;
  const { children: _a, ...restA } = a;
  const { children: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

function mergeMarks(a: MarkdownNode, b: MarkdownNode): MarkdownNode {
  const merged: MarkdownNode = { ...a, children: [] };
  for (const child of [...(a.children ?? []), ...(b.children ?? [])]) {
    const last = merged.children![merged.children!.length - 1];
    if (last && sameMark(last, child)) merged.children![merged.children!.length - 1] = mergeMarks(last, child);
    else merged.children!.push(child);
  }
  return merged;
}
