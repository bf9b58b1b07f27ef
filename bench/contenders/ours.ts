/**
 * Contender "ours": the project's editor island as a page ships it — <RichTextEditor> from
 * islands/editor (Milkdown, its plugins, slash menu, selection toolbar and editor.css, which gives
 * top-level blocks content-visibility), mounted with React and driven only through its public props
 * and ref handle. React and react-dom land in their own chunk, so the island is also weighed without them.
 *
 * Whole-document markdown is the first handle.getMarkdown() after mount (the editor's per-block cache
 * is empty then); the incremental path is getMarkdown() after a keystroke. The check of the incremental
 * output replaces the document with a copy of itself (new nodes, so nothing is cached) and compares.
 */
import { createElement, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorView } from '@milkdown/kit/prose/view';
import { RichTextEditor } from '../../islands/editor/RichTextEditor';
import type { RichTextEditorHandle } from '../../islands/editor/handle';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { register, type EditorHandle } from './harness';

/**
 * The probe needs the EditorView, which the island keeps private; every view calls updatePluginViews
 * from its constructor, so recording `this` there finds it without touching the island.
 */
const views: EditorView[] = [];
const proto = EditorView.prototype as unknown as { updatePluginViews: (...args: unknown[]) => void };
const updatePluginViews = proto.updatePluginViews;
proto.updatePluginViews = function record(this: EditorView, ...args: unknown[]) {
  if (!views.includes(this)) views.push(this);
  return updatePluginViews.apply(this, args);
};

/** A form of the document, which the handle has once the editor reported ready. */
function held<T>(form: T | null): T {
  if (form === null) throw new Error('the editor reported ready without a document');
  return form;
}

function mount(root: HTMLElement, value: ContentValue, format: ContentFormat): Promise<EditorHandle> {
  return new Promise((resolve, reject) => {
    const ref = createRef<RichTextEditorHandle>();
    const reactRoot = createRoot(root);
    const onReady = (ready: boolean) => {
      if (!ready) return;
      const view = views.find((v) => !v.isDestroyed && root.contains(v.dom));
      const editor = ref.current;
      if (!view || !editor) {
        reject(new Error('the editor reported ready without a view or a handle'));
        return;
      }
      views.splice(0, views.length, ...views.filter((v) => !v.isDestroyed));
      resolve({
        view,
        markdown: () => held(editor.getMarkdown()),
        markdownAfterEdit: () => held(editor.getMarkdown()),
        verify(afterEdit) {
          editor.setValue(held(editor.getJSON()), 'json');
          return editor.getMarkdown() === afterEdit;
        },
        json: () => held(editor.getJSON()),
        showSource: () => editor.setViewMode('source'),
        showRich: () => editor.setViewMode('rich'),
        destroy: () => reactRoot.unmount(),
      });
    };
    reactRoot.render(createElement(RichTextEditor, { initialValue: value, format, ref, onReady, sourceToggle: true }));
  });
}

register({
  name: 'ours',
  incremental: "handle.getMarkdown() after the edit: the editor's markdown cached per top-level block by node identity",
  fromMarkdown: (root, markdown) => mount(root, markdown, 'markdown'),
  fromJSON: (root, json) => mount(root, json as ContentValue, 'json'),
});
