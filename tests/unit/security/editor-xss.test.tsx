import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, within } from '@testing-library/react';
import { URL_VECTORS, XSS_VECTORS } from '../../../fixtures/xss-vectors';
import { EditorBridge } from '../../../islands/editor/bridge';
import { createEditor, type CreatedEditor } from '../../../islands/editor/create-editor';
import { replaceDocument } from '../../../islands/editor/handle';
import { setLink } from '../../../islands/editor/marks/link';
import { LinkEditor } from '../../../islands/editor/features/toolbar/LinkEditor';
import { mountEditor, paste } from '../../../islands/editor/test-utils';
import { TextSelection } from '@milkdown/kit/prose/state';
import type { ContentFormat, ContentValue } from '../../../src/domain/editor/content';
import { editorMessages } from '../../../src/domain/messages';
import { hostileJson } from '../../../fixtures/hostile-document';
import { hijacking, scriptCapable, scriptCapableHtml, unsafeJson } from './script-capable';

/**
 * The whole XSS corpus through every editor surface: the initial value as markdown, HTML and JSON
 * (editor and read-only viewer), paste of HTML and of plain-text markdown, and the toolbar's link
 * editor. After each: the live view DOM, the HTML form and the JSON form hold no handler attribute,
 * no unsafe href/src/redirect, no loading style and no script-capable element; the markdown form,
 * read back, is just as clean.
 */

type Mounted = CreatedEditor & { bridge: EditorBridge; root: HTMLElement };
let editor: Mounted;
let viewer: Mounted;

async function mount(mode: 'editor' | 'viewer'): Promise<Mounted> {
  if (mode === 'editor') return mountEditor();
  const root = document.createElement('div');
  document.body.append(root);
  const bridge = new EditorBridge({ editable: false });
  const created = await createEditor({ root, bridge, value: '', format: 'markdown', mode: 'viewer' });
  return { ...created, root, bridge };
}

beforeAll(async () => {
  editor = await mount('editor');
  viewer = await mount('viewer');
});
afterAll(() => {
  editor.editor.destroy();
  viewer.editor.destroy();
});

/** Every form of what the view now shows, plus the live DOM; empty when all are clean. */
function findings(target: Mounted): Record<string, string[]> {
  const { view, codec } = target;
  const doc = view.state.doc;
  const found: Record<string, string[]> = {
    dom: [...scriptCapable(view.dom, { live: true }), ...hijacking(view.dom, { live: true })],
    html: scriptCapableHtml(codec.toHTML(doc)),
    json: unsafeJson(codec.toJSON(doc)),
    markdownReadBack: scriptCapableHtml(codec.toHTML(codec.parse(codec.toMarkdown(doc), 'markdown'))),
  };
  return Object.fromEntries(Object.entries(found).filter(([, list]) => list.length));
}

/**
 * Drives every vector through one surface and collects, by vector id, what was found: anything
 * script-capable, a thrown error, a console error (a failed parse would start the document
 * empty), or the surface's own check failing. The test shows every failing vector at once.
 */
function driveCorpus(surface: (payload: string) => Record<string, unknown> | void, vectors = XSS_VECTORS) {
  const failures: Record<string, unknown> = {};
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (const vector of vectors) {
      errors.mockClear();
      try {
        const found = surface(vector.payload) ?? {};
        const consoleErrors = errors.mock.calls.map((args) => args.map(String).join(' ').slice(0, 120));
        if (consoleErrors.length) found.consoleErrors = consoleErrors;
        if (Object.keys(found).length) failures[vector.id] = found;
      } catch (error) {
        failures[vector.id] = { threw: String(error).slice(0, 200) };
      }
    }
  } finally {
    errors.mockRestore();
  }
  expect(failures).toEqual({});
  return vectors.length;
}

const initialValue = (format: ContentFormat, payload: string): ContentValue => (format === 'json' ? hostileJson(payload) : payload);

describe.each(['markdown', 'html', 'json'] as const)('initial value as %s: the whole corpus', (format) => {
  // A JSON document puts each vector into every slot of the schema: about 25 s on a loaded machine.
  it.each([['editor'], ['viewer']] as const)('%s', { timeout: 90_000 }, (which) => {
    const target = which === 'editor' ? editor : viewer;
    driveCorpus((payload) => {
      if (!replaceDocument(target.bridge, initialValue(format, payload), format, false)) return { replaced: false };
      return findings(target);
    });
  });
});

describe('a fresh editor and viewer created with every vector in one document', () => {
  it.each([
    ['markdown', 'editor'], ['html', 'editor'], ['json', 'editor'], ['markdown', 'viewer'], ['html', 'viewer'], ['json', 'viewer'],
  ] as const)('%s, %s', { timeout: 90_000 }, async (format, mode) => {
    const errors = vi.spyOn(console, 'error');
    const value = format === 'json'
      ? { type: 'doc', content: XSS_VECTORS.flatMap((v) => hostileJson(v.payload).content ?? []) }
      : XSS_VECTORS.map((v) => v.payload).join(format === 'markdown' ? '\n\n' : '<br>');
    const root = document.createElement('div');
    document.body.append(root);
    const bridge = new EditorBridge({ editable: mode === 'editor' });
    const created = await createEditor({ root, bridge, value, format, mode });
    expect(created.view.state.doc.textContent.length).toBeGreaterThan(0);
    expect(findings({ ...created, root, bridge })).toEqual({});
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    created.editor.destroy();
    root.remove();
  });
});

describe.each([
  // A marker before the payload proves the paste went in, even when the payload itself leaves nothing.
  ['HTML', (payload: string) => ({ 'text/html': `<p>pasted</p>${payload}`, 'text/plain': payload })],
  ['text/plain markdown', (payload: string) => ({ 'text/plain': `pasted\n\n${payload}` })],
])('paste of %s', (_kind, clipboard) => {
  it('the whole corpus', () => {
    driveCorpus((payload) => {
      replaceDocument(editor.bridge, 'before', 'markdown', false);
      const { view } = editor;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, view.state.doc.content.size - 1)));
      const before = view.state.doc;
      paste(view, clipboard(payload));
      if (view.state.doc.eq(before)) return { pasted: false };
      return findings(editor);
    });
  });
});

describe('the link editor', () => {
  it('the link command refuses the whole corpus', () => {
    driveCorpus((payload) => {
      replaceDocument(editor.bridge, 'link me', 'markdown', false);
      const { view } = editor;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1, 5)));
      const applied = setLink(payload)(view.state, view.dispatch);
      const linked = view.state.doc.rangeHasMark(0, view.state.doc.content.size, view.state.schema.marks.link);
      return { ...(applied ? { applied } : {}), ...(linked ? { linked } : {}), ...findings(editor) };
      // A bare value such as https://evil.example/x is a fine link; it is hostile only as an address or a class.
    }, XSS_VECTORS.filter((v) => v.kind !== 'value'));
  });

  it('the panel marks the field invalid, shows no text and applies nothing, for every hostile URL', () => {
    driveCorpus((payload) => {
      const onApply = vi.fn();
      // Queries stay inside the panel: the mounted editor and viewer above hold the whole corpus,
      // and searching their DOM for every vector took minutes.
      const { container, unmount } = render(<LinkEditor initialHref={null} onApply={onApply} onRemove={vi.fn()} onClose={vi.fn()} />);
      const panel = within(container);
      const input = panel.getByLabelText(editorMessages.linkInputLabel);
      fireEvent.change(input, { target: { value: payload } });
      fireEvent.click(panel.getByRole('button', { name: editorMessages.applyLink }));
      const marked = input.getAttribute('aria-invalid') === 'true';
      const alert = panel.queryByRole('alert')?.textContent;
      unmount();
      return { ...(marked ? {} : { marked }), ...(alert ? { alert } : {}), ...(onApply.mock.calls.length ? { applied: onApply.mock.calls } : {}) };
    }, URL_VECTORS);
  });
});

describe('mentions navigate only to safe addresses', () => {
  it.each(['html', 'markdown', 'json'] as const)('a click on a mention read from %s with a hostile redirect goes to "/"', (format) => {
    const tag = '<mention-component id="m1" label="x" redirect_uri="javascript:alert(1)" entity_identifier="u1"></mention-component>';
    const value: ContentValue = format === 'json'
      ? { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'mention', attrs: { id: 'm1', label: 'x', redirect_uri: 'javascript:alert(1)', entity_identifier: 'u1' } }] }] }
      : format === 'html' ? `<p>${tag}</p>` : tag;
    const navigate = vi.fn();
    editor.bridge.host.mentionHandler = { suggestions: async () => [], highlights: async () => [], navigate };
    try {
      expect(replaceDocument(editor.bridge, value, format, false)).toBe(true);
      const chip = editor.view.dom.querySelector<HTMLElement>('.mention');
      expect(chip).not.toBeNull();
      chip!.click();
      expect(navigate).toHaveBeenCalledWith('/');
    } finally {
      editor.bridge.host.mentionHandler = null;
    }
  });
});
