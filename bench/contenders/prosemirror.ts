/**
 * Baseline: bare ProseMirror with prosemirror-markdown, as in ../shared/editor-bench.md. Schema: the
 * markdown default schema plus prosemirror-tables nodes (cells hold inline content); parser: markdown-it
 * commonmark with tables; serializer: the default one plus a GFM table writer, run one top-level block at
 * a time because prosemirror-markdown's serializer is quadratic on one long output string. No task lists:
 * `- [ ] x` loads as a bullet item whose text is "[ ] x". `?cv=1` adds content-visibility (harness).
 */
import 'prosemirror-view/style/prosemirror.css';
import 'prosemirror-tables/style/tables.css';
import MarkdownIt from 'markdown-it';
import { MarkdownParser, MarkdownSerializer, defaultMarkdownParser, defaultMarkdownSerializer, schema as markdownSchema } from 'prosemirror-markdown';
import { Node as PMNode, Schema, Slice } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { baseKeymap } from 'prosemirror-commands';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { tableEditing, tableNodes } from 'prosemirror-tables';
import { register, type EditorHandle } from './harness';

const schema = new Schema({
  nodes: markdownSchema.spec.nodes.append(tableNodes({ tableGroup: 'block', cellContent: 'inline*', cellAttributes: {} })),
  marks: markdownSchema.spec.marks,
});

const parser = new MarkdownParser(schema, MarkdownIt('commonmark', { html: false }).enable('table'), {
  ...defaultMarkdownParser.tokens,
  table: { block: 'table' },
  thead: { ignore: true },
  tbody: { ignore: true },
  tr: { block: 'table_row' },
  th: { block: 'table_header' },
  td: { block: 'table_cell' },
});

const serializer = new MarkdownSerializer(
  {
    ...defaultMarkdownSerializer.nodes,
    table(state, node) {
      node.forEach((row, _offset, index) => {
        state.write('|');
        row.forEach((cell) => {
          state.write(' ');
          state.renderInline(cell);
          state.write(' |');
        });
        state.ensureNewLine();
        if (index === 0) {
          state.write(`|${' --- |'.repeat(row.childCount)}`);
          state.ensureNewLine();
        }
      });
      state.closeBlock(node);
    },
  },
  defaultMarkdownSerializer.marks,
);

/** One block per serializer run keeps every output string short (the quadratic case is one long one). */
const serializeBlock = (block: PMNode) => serializer.serialize(schema.node('doc', null, [block]));

function mount(root: HTMLElement, doc: PMNode): EditorHandle {
  const listItem = schema.nodes.list_item;
  const state = EditorState.create({
    doc,
    plugins: [
      history(),
      keymap({ 'Mod-z': undo, 'Shift-Mod-z': redo, 'Mod-y': redo }),
      keymap({ Enter: splitListItem(listItem), 'Mod-[': liftListItem(listItem), 'Mod-]': sinkListItem(listItem) }),
      keymap(baseKeymap),
      tableEditing(),
    ],
  });
  // Pasted plain text is read as markdown, as the other two contenders do (the paste case of run-paste.mjs).
  const view = new EditorView(root, { state, clipboardTextParser: (text) => Slice.maxOpen(parser.parse(text).content) });
  // Unchanged top-level nodes keep their identity across transactions, so they key the cache.
  let cache = new WeakMap<PMNode, string>();
  const serialize = (useCache: boolean) => {
    const parts: string[] = [];
    view.state.doc.forEach((block) => {
      let text = useCache ? cache.get(block) : undefined;
      if (text === undefined) {
        text = serializeBlock(block);
        cache.set(block, text);
      }
      parts.push(text);
    });
    return parts.join('\n\n');
  };
  return {
    view,
    markdown: () => {
      cache = new WeakMap();
      return serialize(false);
    },
    markdownAfterEdit: () => serialize(true),
    verify: (afterEdit) => afterEdit === serialize(false),
    json: () => view.state.doc.toJSON(),
    destroy: () => view.destroy(),
  };
}

register({
  name: 'prosemirror',
  incremental: 'per-block markdown cached by node identity (WeakMap), only changed blocks re-serialised',
  fromMarkdown: (root, markdown) => mount(root, parser.parse(markdown)),
  fromJSON: (root, json) => mount(root, PMNode.fromJSON(schema, json)),
});
