import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { RichTextEditor } from '../../RichTextEditor';
import type { RichTextEditorHandle } from '../../handle';
import { mountEditor, noteEditorMount, settleEditorTimers } from '../../test-utils';
import { editorSourceViewMessages } from '../../../../src/domain/messages';

/** The first fetch of the switch's chunk (with the source editor) fails, as one that did not arrive would. */
const chunk = await vi.hoisted(async () => (await import('../../../../tests/helpers/failing-chunk')).failingChunk());
vi.mock('./view-switch', (importOriginal) => chunk(importOriginal));

afterEach(() => vi.restoreAllMocks());
afterAll(() => settleEditorTimers(), 10_000);

// Polyfills layout for jsdom (mountEditor installs them once).
await mountEditor('');

describe('the markdown source view, when its code does not arrive', () => {
  it('says so beside the switch and stays on the rich text; the next press opens the source', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ref = createRef<RichTextEditorHandle>();
    const onReady = vi.fn();
    noteEditorMount();
    render(<RichTextEditor ref={ref} initialValue="# Hello" onReady={onReady} sourceToggle />);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    const markdown = screen.getByRole('button', { name: editorSourceViewMessages.source });

    await act(async () => fireEvent.click(markdown));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(editorSourceViewMessages.loadFailed));
    expect(markdown.getAttribute('aria-pressed')).toBe('false');
    expect(ref.current!.getViewMode()).toBe('rich');

    await act(async () => fireEvent.click(markdown));
    await waitFor(() => expect(markdown.getAttribute('aria-pressed')).toBe('true'), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('textbox', { name: editorSourceViewMessages.sourceLabel }) as HTMLElement).textContent).toContain('# Hello');
  });
});
