import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { createRef, Profiler } from 'react';
import type { EditorView } from '@milkdown/kit/prose/view';
import { RichTextEditor } from './RichTextEditor';
import { RichTextViewer } from './RichTextViewer';
import type { RichTextEditorHandle } from './handle';
import { mountEditor, noteEditorMount, settleEditorTimers, typeText } from './test-utils';
import { editorMessages } from '../../src/domain/messages';

afterEach(() => vi.restoreAllMocks());
// Most tests here mount editors through React: each test's end is noted as a mount, so the file waits for their Milkdown timers.
afterEach(() => noteEditorMount());
afterAll(() => settleEditorTimers(), 10_000);

// Polyfills layout for jsdom (mountEditor installs them once).
await mountEditor('');

async function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const ref = createRef<RichTextEditorHandle>();
  const onReady = vi.fn();
  const onChange = vi.fn();
  const utils = render(<RichTextEditor ref={ref} initialValue="# Hello" onReady={onReady} onChange={onChange} changeDebounceMs={20} {...props} />);
  await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
  return { ...utils, ref, onReady, onChange, handle: ref.current! };
}

describe('RichTextEditor readiness and handle', () => {
  it('reports ready on create and not ready on destroy; focus on a destroyed editor logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount, onReady, handle } = await renderEditor();
    unmount();
    expect(onReady).toHaveBeenLastCalledWith(false);
    // Milkdown tears the view down asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 50));
    handle.focus();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing or has been destroyed'));
  });

  it('has no forms before it holds its document, so a save cannot write an empty one over the stored one', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const onReady = vi.fn();
    render(<RichTextEditor ref={ref} initialValue="# Stored title" onReady={onReady} />);
    // Rendered, its handle there, the editor still being created.
    expect(onReady).not.toHaveBeenCalledWith(true);
    expect(ref.current!.getForms()).toBeNull();
    expect(ref.current!.getMarkdown()).toBeNull();
    expect(ref.current!.getHTML()).toBeNull();
    expect(ref.current!.getJSON()).toBeNull();
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    expect(ref.current!.getMarkdown()).toBe('# Stored title\n');
    expect(ref.current!.getHTML()).toBe('<h1>Stored title</h1>');
  });

  it('a new value or an insert asked before the editor is created is done once it is, in order (a draft discarded as it opens)', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const onReady = vi.fn();
    const { container } = render(<RichTextEditor ref={ref} initialValue="Restored draft" onReady={onReady} />);
    expect(onReady).not.toHaveBeenCalledWith(true);
    ref.current!.setValue('# Saved text');
    ref.current!.insertAtCursor('Answer', 'markdown');
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    expect(container.querySelector('.ProseMirror')!.textContent).not.toContain('Restored draft');
    // The insert went in at the cursor of the replaced document (its start), after the replacement.
    expect(ref.current!.getMarkdown()).toBe('# AnswerSaved text\n');
    // Once created, they are done at once.
    act(() => ref.current!.clear());
    expect(ref.current!.getText()).toBe('');
  });

  it('reads the document as plain text, a blank line between blocks and no markup', async () => {
    const { handle } = await renderEditor();
    act(() => handle.setValue('## Goal\n\nShip **the** `dialogs`\n\n- one\n- two\n\n```ts\nconst a = 1;\n```', 'markdown'));
    expect(handle.getText()).toBe('Goal\n\nShip the dialogs\n\none\n\ntwo\n\nconst a = 1;');
  });

  it('reads the value in all three forms and writes it in any form', async () => {
    const { handle } = await renderEditor();
    expect(handle.getMarkdown()).toBe('# Hello\n');
    expect(handle.getHTML()).toBe('<h1>Hello</h1>');
    expect(handle.getJSON()).toEqual({ type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Hello' }] }] });
    act(() => handle.setValue('<p>from <strong>html</strong></p>', 'html'));
    expect(handle.getMarkdown()).toBe('from **html**\n');
    act(() => handle.setValue({ type: 'doc', content: [{ type: 'horizontalRule' }] }, 'json'));
    expect(handle.getHTML()).toBe('<hr>');
    act(() => handle.clear());
    expect(handle.getJSON()).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('inserts at the cursor and runs menu commands by key', async () => {
    const { handle } = await renderEditor({ initialValue: 'ab' });
    act(() => handle.focus(2));
    act(() => handle.insertAtCursor('**X**'));
    expect(handle.getMarkdown()).toBe('a**X**b\n');
    act(() => void handle.executeMenuItemCommand('heading_2'));
    expect(handle.isMenuItemActive('heading_2')).toBe(true);
    expect(handle.getMarkdown()).toBe('## a**X**b\n');
  });

  it('calls onChange once after a burst of changes, with all three forms', async () => {
    const { handle, onChange } = await renderEditor();
    act(() => {
      handle.focus('end');
      handle.insertAtCursor('one');
      handle.insertAtCursor('two');
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const forms = onChange.mock.calls[0][0];
    expect(forms.markdown).toBe('# Helloonetwo\n');
    expect(forms.html).toBe('<h1>Helloonetwo</h1>');
    expect(forms.json.content[0].type).toBe('heading');
  });

  it('syncs an outside value and is ready to discard when idle', async () => {
    const { handle, rerender, ref } = await renderEditor({ value: '# Hello' });
    expect(handle.isReadyToDiscard()).toBe(true);
    rerender(<RichTextEditor ref={ref} initialValue="# Hello" value="Changed outside" />);
    await waitFor(() => expect(handle.getMarkdown()).toBe('Changed outside\n'));
  });

  it('while an upload runs it is not ready to discard and an outside value waits', async () => {
    const { handle, rerender, ref } = await renderEditor({
      initialValue: 'kept',
      value: 'kept',
      fileHandler: { upload: () => new Promise(() => undefined), delete: async () => undefined, restore: async () => undefined, cancel: () => undefined },
    });
    act(() => handle.focus('end'));
    void handle.uploadImage(new File([new Uint8Array(4)], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(handle.isReadyToDiscard()).toBe(false));
    rerender(<RichTextEditor ref={ref} initialValue="kept" value="replaced from outside" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handle.getMarkdown()).toBe('kept\n');
  });

  /** An editor with an image upload under way, and the functions that settle it. */
  async function uploading(value: string) {
    let settle!: { resolve: (result: object) => void; reject: (error: Error) => void };
    const upload = new Promise<object>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const fileHandler = { upload: vi.fn(() => upload), delete: async () => undefined, restore: async () => undefined, cancel: () => undefined };
    const rendered = await renderEditor({ initialValue: value, value, fileHandler });
    const { handle, rerender, ref } = rendered;
    act(() => handle.focus('end'));
    void handle.uploadImage(new File([new Uint8Array(4)], 'a.png', { type: 'image/png' }));
    // Settled only once the handler has it (the file is read first).
    await waitFor(() => expect(fileHandler.upload).toHaveBeenCalled());
    const setValue = (next: string) => rerender(<RichTextEditor ref={ref} initialValue={value} value={next} fileHandler={fileHandler} />);
    return { handle, setValue, ...settle };
  }

  it('the newest outside value that arrived during an upload is applied once it succeeds (issue 17)', async () => {
    const { handle, setValue, resolve } = await uploading('kept');
    setValue('first from outside');
    setValue('newest from outside');
    await new Promise((wait) => setTimeout(wait, 50));
    expect(handle.getMarkdown()).toBe('kept\n');
    // A result that is not a URL shows the local preview (jsdom loads no image URLs).
    await act(async () => resolve({}));
    await waitFor(() => expect(handle.isReadyToDiscard()).toBe(true));
    expect(handle.getMarkdown()).toBe('newest from outside\n');
  });

  it('the outside value that arrived during an upload is applied once it fails (issue 17)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, setValue, reject } = await uploading('kept');
    setValue('from outside');
    await act(async () => reject(new Error('offline')));
    await waitFor(() => expect(handle.isReadyToDiscard()).toBe(true));
    expect(handle.getMarkdown()).toBe('from outside\n');
  });

  it('an outside value that did not change during an upload leaves the uploaded image in place', async () => {
    const { handle, setValue, resolve } = await uploading('kept');
    setValue('kept');
    await act(async () => resolve({}));
    await waitFor(() => expect(handle.isReadyToDiscard()).toBe(true));
    const withImage = /^kept\n\n!\[\]\(data:image\/png;base64,/;
    await waitFor(() => expect(handle.getMarkdown()).toMatch(withImage));
    // And it stays: nothing applies the unchanged value afterwards.
    await new Promise((wait) => setTimeout(wait, 100));
    expect(handle.getMarkdown()).toMatch(withImage);
  });

  it('the image file picker accepts .jpeg, .jpg, .png, .webp and .svg (SPEC section 8)', async () => {
    const { container } = await renderEditor();
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept.split(',').map((type) => type.trim())).toEqual(['.jpeg', '.jpg', '.png', '.webp', '.svg']);
  });

  it('an outside value keeps the cursor where it was', async () => {
    const { handle, rerender, ref } = await renderEditor({ initialValue: 'abcdef', value: 'abcdef' });
    act(() => handle.focus(4));
    rerender(<RichTextEditor ref={ref} initialValue="abcdef" value="abcdefgh" />);
    await waitFor(() => expect(handle.getMarkdown()).toBe('abcdefgh\n'));
    act(() => handle.insertAtCursor('|'));
    expect(handle.getMarkdown()).toBe('abc|defgh\n');
  });

  it('initial content with a node the schema does not know drops only that node and says so (issue 18)', async () => {
    const { handle, getByRole } = await renderEditor({ initialValue: { type: 'doc', content: [{ type: 'nope' }, { type: 'paragraph', content: [{ type: 'text', text: 'kept' }] }] }, format: 'json' });
    expect(handle.getJSON()).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'kept' }] }] });
    expect(getByRole('status')).toHaveTextContent(editorMessages.contentRepaired);
  });

  it('initial content that cannot be read at all is logged, and the editor starts empty and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, getByRole } = await renderEditor({ initialValue: '{"type": "doc", "content": [', format: 'json' });
    expect(error).toHaveBeenCalled();
    expect(handle.getJSON()).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(getByRole('status')).toHaveTextContent(editorMessages.contentUnreadable);
  });
});

describe('RichTextEditor rendering', () => {
  it('a plain keystroke re-renders no React component; the slash menu still follows its trigger', async () => {
    // The menu's floating position watches its size; jsdom has no ResizeObserver.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    let commits = 0;
    const ref = createRef<RichTextEditorHandle>();
    const onReady = vi.fn();
    const { container } = render(
      <Profiler id="editor" onRender={() => { commits += 1; }}>
        <RichTextEditor ref={ref} initialValue="Hello" onReady={onReady} />
      </Profiler>,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    // The menus are a chunk of their own: once it has arrived and mounted, nothing else is pending.
    await act(async () => {
      await import('./ui/EditingMenus');
    });
    const prose = container.querySelector<HTMLElement>('.plane-prose')!;
    act(() => ref.current!.focus('end'));
    commits = 0;
    // The menus subscribe through selectors: typing text that opens nothing commits nothing.
    for (const ch of 'world') act(() => ref.current!.insertAtCursor(ch));
    expect(ref.current!.getMarkdown()).toBe('Helloworld\n');
    expect(commits).toBe(0);
    act(() => ref.current!.insertAtCursor({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: '/he' }] }] }, 'json'));
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
    expect(commits).toBeGreaterThan(0);
    expect(prose.getAttribute('aria-controls')).toBe(document.querySelector('[role="listbox"]')!.id);
    vi.unstubAllGlobals();
  });
});

describe('keys typed before the menus have mounted', () => {
  it('"/Bullet" then Enter runs the command once the slash menu opens', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const { view, bridge, codec } = await mountEditor();
    typeText(view, '/Bullet');
    const enter = new KeyboardEvent('keydown', { key: 'Enter' });
    expect(view.someProp('handleKeyDown', (f) => f(view, enter))).toBe(true);
    expect(codec.toMarkdown(view.state.doc)).toBe('/Bullet\n');
    const { EditingMenus } = await import('./ui/EditingMenus');
    const container = { current: view.dom.parentElement as HTMLDivElement };
    render(<EditingMenus bridge={bridge} env={{ pickImage: () => undefined }} container={container} />);
    await waitFor(() => expect(view.state.doc.firstChild?.type.name).toBe('bulletList'));
    expect(bridge.keys.menusReady).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('keys typed after the menus have mounted, before React has drawn the list', () => {
  // Inside one act() React draws nothing until it ends: the keys reach the editor the way fast
  // typing does on a busy machine, before the list for what was just typed is on screen.
  const press = (view: EditorView, key: string) => Boolean(view.someProp('handleKeyDown', (f) => f(view, new KeyboardEvent('keydown', { key }))));
  async function withMenus() {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const mounted = await mountEditor();
    const { EditingMenus } = await import('./ui/EditingMenus');
    render(<EditingMenus bridge={mounted.bridge} env={{ pickImage: () => undefined }} container={{ current: mounted.view.dom.parentElement as HTMLDivElement }} />);
    await waitFor(() => expect(mounted.bridge.keys.menusReady).toBe(true));
    return mounted;
  }
  /** The list drawn for "/heading": Heading 1, 2 and 3. */
  async function withHeadingList() {
    const mounted = await withMenus();
    act(() => typeText(mounted.view, '/heading'));
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(3));
    return mounted;
  }

  it('"/Bullet" then Enter at once runs the command: the list need not have opened', async () => {
    const { view } = await withMenus();
    act(() => {
      typeText(view, '/Bullet');
      expect(press(view, 'Enter')).toBe(true);
    });
    expect(view.state.doc.firstChild?.type.name).toBe('bulletList');
  });

  it('Enter chooses from what was typed, not from the list last drawn', async () => {
    const { view } = await withHeadingList();
    act(() => {
      typeText(view, ' 3');
      press(view, 'Enter');
    });
    expect(view.state.doc.firstChild?.type.name).toBe('heading');
    expect(view.state.doc.firstChild?.attrs.level).toBe(3);
  });

  it('an arrow pressed before the list is drawn moves from its first item, and stays moved', async () => {
    const { view } = await withHeadingList();
    act(() => {
      typeText(view, ' ');
      press(view, 'ArrowDown');
    });
    expect(document.querySelector('[role="option"][aria-selected="true"]')).toHaveTextContent('Heading 2');
    act(() => {
      press(view, 'Enter');
    });
    expect(view.state.doc.firstChild?.attrs.level).toBe(2);
  });

  it('a slash that matches nothing shows no list and leaves Enter and the arrows to the editor', async () => {
    const { view, codec } = await withMenus();
    act(() => {
      typeText(view, '/zzz');
      expect(press(view, 'ArrowDown')).toBe(false);
      press(view, 'Enter');
    });
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    // Enter did what it does in any paragraph: it split the line.
    expect(view.state.doc.childCount).toBe(2);
    expect(codec.toMarkdown(view.state.doc)).toMatch(/^\/zzz\n/);
  });
});

describe('RichTextViewer', () => {
  it('renders read-only with inert checkboxes and new-tab links, and follows a new value', async () => {
    const onReady = vi.fn();
    const { container, rerender } = render(<RichTextViewer value={'- [x] done\n\n[a](https://a.io)'} onReady={onReady} />);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    const prose = container.querySelector('.plane-prose')!;
    expect(prose.getAttribute('contenteditable')).toBe('false');
    expect(prose.querySelector('input[type="checkbox"]')).toHaveProperty('disabled', true);
    expect(prose.querySelector('a')?.getAttribute('target')).toBe('_blank');
    rerender(<RichTextViewer value="# Other" onReady={onReady} />);
    await waitFor(() => expect(prose.querySelector('h1')?.textContent).toBe('Other'));
  });
});
