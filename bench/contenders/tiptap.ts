/**
 * Contender: TipTap 3 as the reference product uses it: StarterKit, tables (TableKit), task lists and
 * @tiptap/markdown (marked underneath). Loaded with contentType 'markdown', serialised with getMarkdown().
 * TipTap has no incremental markdown, so `markdownAfterEdit` is a full getMarkdown().
 */
import { Editor, Extension, type JSONContent } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { Node as PMNode, Slice } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { Markdown } from '@tiptap/markdown';
import { TableKit } from '@tiptap/extension-table';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { register, type EditorHandle } from './harness';

/** Pasted plain text read as markdown through @tiptap/markdown's parser (the paste case of run-paste.mjs). */
const MarkdownPaste = Extension.create({
  name: 'benchMarkdownPaste',
  addProseMirrorPlugins() {
    const { editor } = this;
    return [new Plugin({
      props: {
        clipboardTextParser: (text) => Slice.maxOpen(PMNode.fromJSON(editor.schema, editor.markdown!.parse(text)).content),
      },
    })];
  },
});

const extensions = () => [StarterKit, Markdown, TableKit, TaskList, TaskItem.configure({ nested: true }), MarkdownPaste];

function handle(editor: Editor): EditorHandle {
  return {
    view: editor.view,
    markdown: () => editor.getMarkdown(),
    markdownAfterEdit: () => editor.getMarkdown(),
    json: () => editor.getJSON(),
    destroy: () => editor.destroy(),
  };
}

register({
  name: 'tiptap',
  incremental: 'none: a full getMarkdown()',
  fromMarkdown: (root, markdown) => handle(new Editor({ element: root, extensions: extensions(), content: markdown, contentType: 'markdown' })),
  fromJSON: (root, json) => handle(new Editor({ element: root, extensions: extensions(), content: json as JSONContent })),
});
