/**
 * Contender "ours": the project's Milkdown editor (islands/editor) through its public create function,
 * editable, with every editing plugin it ships. Whole-document markdown is a fresh codec (empty block
 * caches); the incremental path is the editor's own codec, whose per-block cache the harness warms
 * (untimed) before the measured keystroke.
 */
import '@milkdown/kit/prose/view/style/prosemirror.css';
import { EditorBridge } from '../../islands/editor/bridge';
import { createCodec } from '../../islands/editor/codec';
import { createEditor } from '../../islands/editor/create-editor';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { register, type EditorHandle } from './harness';

async function mount(root: HTMLElement, value: ContentValue, format: ContentFormat): Promise<EditorHandle> {
  const bridge = new EditorBridge({ editable: true });
  const { editor, view, codec } = await createEditor({ root, bridge, value, format });
  return {
    view,
    markdown: () => createCodec(editor.ctx).toMarkdown(view.state.doc),
    markdownAfterEdit: () => codec.toMarkdown(view.state.doc),
    warm: () => void codec.toMarkdown(view.state.doc),
    json: () => codec.toJSON(view.state.doc),
    destroy: () => void editor.destroy(),
  };
}

register({
  name: 'ours',
  incremental: "the editor's codec: markdown cached per top-level block by node identity",
  fromMarkdown: (root, markdown) => mount(root, markdown, 'markdown'),
  fromJSON: (root, json) => mount(root, json as ContentValue, 'json'),
});
