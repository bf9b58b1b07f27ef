import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { RichTextEditor } from '../RichTextEditor';
import type { RichTextEditorHandle } from '../handle';
import { mountEditor, noteEditorMount, settleEditorTimers } from '../test-utils';
import { editorMessages } from '../../../src/domain/messages';
import type { MentionHandler } from '../types';

/**
 * What the editor's menus show, and when (SPEC sections 8 and 9): the toolbar's 250 ms delay and
 * its wait for the pointer, the copy button's 1000 ms, and the mention list's Loading and wrap-around.
 * Time is fake: the timers are advanced, never waited for.
 */

// Polyfills layout for jsdom (mountEditor installs them once).
await mountEditor('');

beforeAll(() => {
  // The menus' floating positions watch their size; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await settleEditorTimers();
}, 10_000);

async function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const ref = createRef<RichTextEditorHandle>();
  const onReady = vi.fn();
  noteEditorMount();
  const utils = render(<RichTextEditor ref={ref} onReady={onReady} {...props} />);
  await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
  // The menus are a chunk of their own: once it has arrived and mounted, nothing else is pending.
  await act(async () => {
    await import('./EditingMenus');
  });
  const prose = utils.container.querySelector<HTMLElement>('.plane-prose')!;
  // jsdom does not focus a contenteditable: the editor is told, as the browser would tell it.
  act(() => {
    prose.dispatchEvent(new FocusEvent('focus'));
  });
  return { ...utils, handle: ref.current!, prose };
}

const toolbar = () => document.querySelector('[role="toolbar"]');

describe('the selection toolbar', () => {
  it('appears 250 ms after the selection rests, not before', async () => {
    const { handle } = await renderEditor({ initialValue: 'select these words' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => handle.setSelection(1, 7));
    act(() => vi.advanceTimersByTime(249));
    expect(toolbar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toolbar()).not.toBeNull();
  });

  it('stays hidden while a selection is dragged out with the pointer, and appears 250 ms after release', async () => {
    const { handle, prose } = await renderEditor({ initialValue: 'select these words' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // jsdom has no layout: ProseMirror's press asks the document which element is under the pointer.
    Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
    onTestFinished(() => {
      delete (document as { elementFromPoint?: unknown }).elementFromPoint;
    });
    // Outside the view's box: ProseMirror finds no position to put the caret at, the drag flag is still set.
    act(() => {
      prose.dispatchEvent(new MouseEvent('mousedown', { button: 0, clientX: -100, clientY: -100, bubbles: true }));
    });
    act(() => handle.setSelection(1, 7));
    act(() => vi.advanceTimersByTime(5000));
    expect(toolbar()).toBeNull();
    act(() => {
      document.dispatchEvent(new MouseEvent('mouseup', { button: 0, bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(249));
    expect(toolbar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toolbar()).not.toBeNull();
  });
});

describe('the code block copy button', () => {
  it('shows Copied for 1000 ms after a copy, then Copy code again', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    const { container } = await renderEditor({ initialValue: '```ts\nconst a = 1;\n```' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = container.querySelector<HTMLButtonElement>('.code-copy')!;
    await act(async () => {
      button.click();
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(button).toHaveAccessibleName(editorMessages.copied);
    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAccessibleName(editorMessages.copied);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName(editorMessages.copyCode);
  });
});

describe('the mention list', () => {
  const person = (title: string) => ({ id: title, title, avatar: null, entity_identifier: `user-${title}`, entity_name: 'user_mention', redirect_uri: `/acme/profile/${title}/` });

  it('says Loading until the suggestions arrive, then the arrows wrap around the list', async () => {
    let answer!: (people: ReturnType<typeof person>[]) => void;
    const mentionHandler: MentionHandler = {
      suggestions: () => new Promise((resolve) => {
        answer = resolve;
      }),
    };
    const { handle, prose } = await renderEditor({ initialValue: '', mentionHandler });
    act(() => handle.focus('end'));
    act(() => handle.insertAtCursor('@'));
    await waitFor(() => expect(document.querySelector('[role="status"]')).toHaveTextContent(editorMessages.loading));
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    await act(async () => answer([person('ada'), person('grace'), person('linus')]));
    // The option's name, after its avatar's initial.
    const selected = () => document.querySelector('[role="option"][aria-selected="true"]')?.lastElementChild?.textContent;
    expect(selected()).toBe('ada');
    const press = (key: string) => act(() => {
      prose.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    press('ArrowUp');
    expect(selected()).toBe('linus');
    // Focus stays in the editor, which names the list and its active option.
    expect(prose.getAttribute('aria-controls')).toBe(document.querySelector('[role="listbox"]')!.id);
    expect(prose.getAttribute('aria-activedescendant')).toBe(document.querySelector('[role="option"][aria-selected="true"]')!.id);
    press('ArrowDown');
    expect(selected()).toBe('ada');
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()).toBe('linus');
    press('ArrowDown');
    expect(selected()).toBe('ada');
  });

  it('Enter typed with the query, before the list is drawn for it, inserts the person the query finds', async () => {
    const mentionHandler: MentionHandler = { suggestions: async () => [person('ada'), person('alan'), person('grace')] };
    const { handle, prose } = await renderEditor({ initialValue: '', mentionHandler });
    act(() => handle.focus('end'));
    act(() => handle.insertAtCursor('@a'));
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(2));
    act(() => {
      handle.insertAtCursor('l');
      prose.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    const mentions = handle.getJSON()?.content?.[0]?.content?.filter((node) => node.type === 'mention') ?? [];
    expect(mentions.map((node) => node.attrs?.entity_identifier)).toEqual(['user-alan']);
  });
});
