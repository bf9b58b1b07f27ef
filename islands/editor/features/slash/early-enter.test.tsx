import { afterAll, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { RichTextEditor } from '../../RichTextEditor';
import type { RichTextEditorHandle } from '../../handle';
import { mountEditor, noteEditorMount, settleEditorTimers } from '../../test-utils';

// The menus' chunk never arrives: a connection slower than the person typing.
vi.mock('../../ui/EditingMenus', () => new Promise(() => undefined));

// Polyfills layout for jsdom (mountEditor installs them once).
await mountEditor('');
afterAll(() => settleEditorTimers(), 10_000);

describe('the editor before its menus have arrived', () => {
  it('opens the file picker on `/Image` and Enter, within the key event itself', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const onReady = vi.fn();
    noteEditorMount();
    const { container } = render(<RichTextEditor ref={ref} onReady={onReady} fileHandler={{ upload: vi.fn(), delete: vi.fn(), restore: vi.fn(), cancel: vi.fn() }} />);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    act(() => ref.current!.focus('end'));
    act(() => ref.current!.insertAtCursor('/Image'));
    const prose = container.querySelector<HTMLElement>('.plane-prose')!;
    act(() => {
      prose.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toMatchObject({ type: 'file' });
    expect(container.querySelector('[role="listbox"]')).toBeNull();
    expect(ref.current!.getMarkdown()?.trim()).toBe('');
  });
});
