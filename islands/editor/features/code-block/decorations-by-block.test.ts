import { afterAll, describe, expect, it } from 'vitest';
import type { Node } from '@milkdown/kit/prose/model';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { mountEditor, settleEditorTimers } from '../../test-utils';
import { decorationsByBlock, reassembleBetween } from './decorations-by-block';

afterAll(settleEditorTimers);

const isCode = (node: Node) => node.type.name === 'codeBlock';

/** Two decorations per code block, its first character and its last, from `at`. */
function blockDecorations(block: Node, at = 0): Decoration[] {
  const size = block.content.size;
  return size ? [Decoration.inline(at, at + 1, { class: 'first' }), Decoration.inline(at + size - 1, at + size, { class: 'last' })] : [];
}

/** The same decorations placed in the document the ordinary way. */
function created(doc: Node): DecorationSet {
  const all: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!isCode(node)) return !node.isTextblock;
    all.push(...blockDecorations(node, pos + 1));
    return false;
  });
  return DecorationSet.create(doc, all);
}

const shape = (set: DecorationSet) => set.find().map((d) => [d.from, d.to, (d as unknown as { type: { attrs: { class: string } } }).type.attrs.class]);

describe('a decoration set assembled from blocks', () => {
  it.each([
    ['top-level code blocks between paragraphs', 'text\n\n```js\nconst a = 1;\n```\n\nmore\n\n```\nplain\n```\n'],
    ['code in a list, a quote and a nested list', '- item\n\n  ```ts\n  let x;\n  ```\n\n> ```sh\n> ls -la\n> ```\n\n1. one\n   - two\n\n     ```py\n     pass\n     ```\n'],
    ['an empty code block and none at all', '```\n```\n\nplain text only\n'],
    ['no code', '# Title\n\nJust words.\n'],
  ])('%s: equals DecorationSet.create, and PM maps and finds in it the same way', async (_name, markdown) => {
    const { view } = await mountEditor(markdown);
    const { doc } = view.state;
    const sets = new Map<Node, DecorationSet>();
    const byBlock = decorationsByBlock(doc, isCode, (block) => {
      const set = DecorationSet.create(block, blockDecorations(block));
      sets.set(block, set);
      return set;
    });
    const expected = created(doc);
    expect(shape(byBlock)).toEqual(shape(expected));
    // The view's own comparison (internal to prosemirror-view), which decides what it redraws.
    const eq = (a: DecorationSet, b: DecorationSet) => (a as unknown as { eq(other: DecorationSet): boolean }).eq(b);
    expect(eq(byBlock, expected)).toBe(true);
    // What the view asks for each node it draws: every child's part, found by search, is the same.
    doc.forEach((child, offset) => {
      const part = (set: DecorationSet) => shape(set.forChild(offset, child) as DecorationSet);
      expect(part(byBlock), `child at ${offset}`).toEqual(part(expected));
    });
    // A change before every block moves them all; the two sets move alike.
    const tr = view.state.tr.insertText('typed ', 1);
    expect(shape(byBlock.map(tr.mapping, tr.doc))).toEqual(shape(expected.map(tr.mapping, tr.doc)));
  });

  it('draws the decorations in the editor as a set made the ordinary way does', async () => {
    const markdown = '- item\n\n  ```ts\n  let x;\n  ```\n\n```js\nconst a = 1;\n```\n';
    const one = await mountEditor(markdown);
    const two = await mountEditor(markdown);
    const draw = (view: typeof one.view, set: DecorationSet) => view.setProps({ decorations: () => set });
    draw(one.view, decorationsByBlock(one.view.state.doc, isCode, (block) => DecorationSet.create(block, blockDecorations(block))));
    draw(two.view, created(two.view.state.doc));
    expect(one.view.dom.innerHTML).toBe(two.view.dom.innerHTML);
    expect(one.view.dom.querySelectorAll('.first, .last')).toHaveLength(4);
  });

  it.each([
    ['typing in the first code block', (_doc: Node) => ({ at: 2, insert: 'x' })],
    ['a paragraph appended at the end', (doc: Node) => ({ at: doc.content.size, block: true })],
    ['text typed in a paragraph between them', (doc: Node) => ({ at: doc.child(0).nodeSize + doc.child(1).nodeSize + 1, insert: 'y' })],
  ])('after %s, reassembling the blocks the change touched equals building the whole set anew', async (_name, change) => {
    const { view } = await mountEditor('```js\nconst a = 1;\n```\n\ntext\n\n- item\n\n  ```ts\n  let x;\n  ```\n\n```\nplain\n```\n');
    const setOf = (block: Node) => DecorationSet.create(block, blockDecorations(block));
    const before = decorationsByBlock(view.state.doc, isCode, setOf);
    const { at, insert, block } = change(view.state.doc) as { at: number; insert?: string; block?: boolean };
    const tr = block ? view.state.tr.insert(at, view.state.schema.nodes.codeBlock.create(null, view.state.schema.text('added'))) : view.state.tr.insertText(insert!, at);
    const from = tr.mapping.map(at, -1);
    const to = tr.mapping.map(at, 1);
    const reassembled = reassembleBetween(before.map(tr.mapping, tr.doc), tr.doc, from, to, isCode, setOf);
    expect(reassembled.stoppedAt).toBeNull();
    expect(shape(reassembled.set)).toEqual(shape(created(tr.doc)));
  });

  it('a walk told to stop keeps what the blocks from there on had, and says where it stopped', async () => {
    const { view } = await mountEditor('```js\nconst a = 1;\n```\n\ntext\n\n```\nplain\n```\n\n```\nlast\n```\n');
    const { doc } = view.state;
    const setOf = (block: Node) => DecorationSet.create(block, blockDecorations(block));
    // Nothing decorated yet; the walk stops after its second top-level block.
    let asked = 0;
    const partial = reassembleBetween(DecorationSet.empty, doc, 0, Infinity, isCode, setOf, () => ++asked > 1);
    const third = doc.child(0).nodeSize + doc.child(1).nodeSize;
    expect(partial.stoppedAt).toBe(third);
    expect(shape(partial.set)).toEqual(shape(created(doc)).filter(([from]) => (from as number) < third));
    // Going on from there completes it.
    const rest = reassembleBetween(partial.set, doc, partial.stoppedAt!, Infinity, isCode, setOf);
    expect(rest.stoppedAt).toBeNull();
    expect(shape(rest.set)).toEqual(shape(created(doc)));
  });
});
