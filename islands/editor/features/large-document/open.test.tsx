import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { undoDepth } from '@milkdown/kit/prose/history';
import { RichTextEditor } from '../../RichTextEditor';
import { RichTextViewer } from '../../RichTextViewer';
import type { RichTextEditorHandle } from '../../handle';
import { TextSelection } from '@milkdown/kit/prose/state';
import { mountEditor, noteEditorMount, paste, settleEditorTimers, typeText } from '../../test-utils';
import { generateDocument } from '../../../../bench/docs/generate';
import { editorMessages } from '../../../../src/domain/messages';
import { finishOpening, OPEN_IN_PIECES_CHARS } from './open';
import { PIECE_TASK_MS } from './pieces';

afterEach(() => vi.restoreAllMocks());
afterAll(settleEditorTimers);

const markdown = generateDocument(OPEN_IN_PIECES_CHARS * 1.5);
const { codec } = await mountEditor('');
const whole = codec.parse(markdown, 'markdown');

/** A slow machine: each piece takes a whole task's budget, so each task reads one. */
function slowClock() {
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (clock += PIECE_TASK_MS));
}

function renderEditor() {
  noteEditorMount();
  const ref = createRef<RichTextEditorHandle>();
  const onReady = vi.fn();
  const onChange = vi.fn();
  const utils = render(<RichTextEditor ref={ref} initialValue={markdown} onReady={onReady} onChange={onChange} changeDebounceMs={10} />);
  const prose = () => utils.container.querySelector<HTMLElement>('.plane-prose');
  return { ...utils, ref, onReady, onChange, prose };
}

/** The editor on a slow machine, shown with only its first pieces: the document is still opening. */
async function renderHalfOpen() {
  slowClock();
  const rendered = renderEditor();
  await waitFor(() => expect(rendered.prose()).not.toBeNull());
  expect(rendered.prose()!.childElementCount).toBeLessThan(whole.childCount);
  return rendered;
}

// Documents from different editors have different schemas: they are compared as JSON.
// Each case opens some 300 KB of markdown in jsdom: seconds of work, more on a busy machine.
describe('a large document opens a piece at a time', { timeout: 60_000 }, () => {
  it('shows its first blocks at once, read-only and busy behind a progress line, and is ready once whole', async () => {
    slowClock();
    const { prose, onReady, onChange, container, ref } = renderEditor();
    await waitFor(() => expect(prose()).not.toBeNull());
    const first = prose()!;
    const blocksAtFirst = first.childElementCount;
    expect(blocksAtFirst).toBeGreaterThan(0);
    expect(blocksAtFirst).toBeLessThan(whole.childCount);
    // Read-only to the person and to assistive technology, but contenteditable throughout: turning it
    // on once whole restyles the whole document in one task (opening-guard.ts).
    expect(first.getAttribute('contenteditable')).toBe('true');
    expect(first.getAttribute('aria-readonly')).toBe('true');
    expect(first.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(container.querySelector('[role="status"][data-open-progress]')?.textContent).toMatch(/^Opening the document\.\.\. \d+%$/));
    expect(onReady).not.toHaveBeenCalledWith(true);

    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true), { timeout: 30_000 });
    expect(prose()!.childElementCount).toBe(whole.childCount);
    expect(prose()!.getAttribute('contenteditable')).toBe('true');
    expect(prose()!.hasAttribute('aria-busy')).toBe(false);
    expect(prose()!.hasAttribute('aria-readonly')).toBe(false);
    expect(container.querySelector('[data-open-progress]')).toBeNull();
    expect(ref.current!.getJSON()).toEqual(codec.toJSON(whole));
    // Opening is neither an edit nor a change: nothing to undo, nothing to save.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses typing, pasting, dropping and every other change while it opens, and takes them once whole', async () => {
    const created = await mountEditor(markdown);
    const { view, bridge } = created;
    expect(bridge.opening.running).toBe(true);
    expect(bridge.canEdit).toBe(false);
    const before = view.state.doc;
    typeText(view, 'typed while opening');
    view.dispatch(view.state.tr.delete(1, 5));
    paste(view, { 'text/plain': 'pasted while opening' });
    const refused = ['beforeinput', 'drop', 'cut', 'dragstart'].map((type) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      view.dom.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(refused).toEqual([true, true, true, true]);
    expect(view.state.doc).toBe(before);

    await finishOpening(view, bridge.opening, created.opening!, created.openWhole);
    expect(bridge.canEdit).toBe(true);
    const input = new Event('beforeinput', { bubbles: true, cancelable: true });
    view.dom.dispatchEvent(input);
    expect(input.defaultPrevented).toBe(false);
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1)));
    typeText(view, 'typed once whole');
    expect(view.state.doc.textContent.startsWith('typed once whole')).toBe(true);
  });

  it('a document replaced before it has finished opening is replaced, not refused', async () => {
    const { prose, ref, onReady } = await renderHalfOpen();
    ref.current!.setValue('# Replaced');
    expect(ref.current!.getMarkdown()).toBe('# Replaced\n');
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    expect(prose()!.getAttribute('aria-busy')).toBeNull();
  });

  it('an insert made before it has finished opening goes into the whole document, which stays whole', async () => {
    const { ref, onReady } = await renderHalfOpen();
    ref.current!.insertAtCursor('Inserted while opening');
    expect(ref.current!.getText()).toContain('Inserted while opening');
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
    // Every block of the document once, and the insert once: nothing appended after it twice or lost.
    const text = ref.current!.getText();
    expect(text.split('Inserted while opening')).toHaveLength(2);
    expect(text.replace('Inserted while opening', '')).toBe(whole.textBetween(0, whole.content.size, '\n\n').trim());
  });

  it('the forms read before it has finished are the whole document\'s', async () => {
    const { prose, ref, onReady } = await renderHalfOpen();
    expect(ref.current!.getMarkdown()).toBe(codec.toMarkdown(whole));
    expect(prose()!.childElementCount).toBe(whole.childCount);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true));
  });

  it('appends nothing to the history, and a piece that cannot be read has the document open whole instead', async () => {
    const created = await mountEditor(markdown);
    expect(created.opening).not.toBeNull();
    await finishOpening(created.view, created.bridge.opening, created.opening!, created.openWhole);
    expect(created.view.state.doc.toJSON()).toEqual(whole.toJSON());
    expect(undoDepth(created.view.state)).toBe(0);

    const broken = await mountEditor(markdown);
    let reads = 0;
    const read = broken.opening!.read;
    const opening = { ...broken.opening!, read: (text: string) => (++reads === 2 ? ((): never => { throw new Error('unreadable'); })() : read(text)) };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await finishOpening(broken.view, broken.bridge.opening, opening, broken.openWhole);
    expect(error).toHaveBeenCalled();
    expect(broken.view.state.doc.toJSON()).toEqual(whole.toJSON());
    expect(undoDepth(broken.view.state)).toBe(0);
    expect(broken.bridge.opening.running).toBe(false);
  });

  it('opens in the viewer the same way, whole at the end', async () => {
    noteEditorMount();
    const onReady = vi.fn();
    const { container } = render(<RichTextViewer value={markdown} onReady={onReady} />);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(true), { timeout: 30_000 });
    expect(container.querySelector('.plane-prose')!.childElementCount).toBe(whole.childCount);
  });

  it('a text under the threshold opens whole, as before', async () => {
    const small = generateDocument(OPEN_IN_PIECES_CHARS / 4);
    const { view, bridge } = await mountEditor(small);
    expect(bridge.opening.running).toBe(false);
    expect(view.state.doc.toJSON()).toEqual(codec.parse(small, 'markdown').toJSON());
    expect(undoDepth(view.state)).toBe(0);
    expect(editorMessages.opening(5)).toBe('Opening the document... 5%');
  });
});
