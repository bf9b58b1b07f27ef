import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeHistory, undo } from '@milkdown/kit/prose/history';
import { TextSelection } from '@milkdown/kit/prose/state';
import { mountEmpty, paste, settleEditorTimers } from '../../test-utils';
import { generateDocument } from '../../../../bench/docs/generate';
import { LARGE_PASTE_CHARS } from './large-paste';
import { PIECE_TASK_MS } from './pieces';

afterAll(settleEditorTimers);

const markdown = generateDocument(LARGE_PASTE_CHARS * 2);

/** Resolves once the paste's last piece is in (the progress line is gone). */
async function pasted(editor: Awaited<ReturnType<typeof mountEmpty>>, text: string) {
  const seen: number[] = [];
  const off = editor.bridge.events.subscribe(() => seen.push(editor.bridge.paste.percent));
  paste(editor.view, { 'text/plain': text });
  const firstPieceOnly = editor.view.state.doc.childCount;
  while (editor.bridge.paste.running) await new Promise((resolve) => setTimeout(resolve, 5));
  off();
  return { seen, firstPieceOnly };
}

// Each case reads 200 KB of markdown twice (in pieces and whole) in jsdom: seconds of work, more on a busy machine.
describe('a large markdown paste, read in pieces', { timeout: 60_000 }, () => {
  it('shows progress, and ends with the document a whole paste gives', async () => {
    const editor = await mountEmpty();
    // A slow machine: every piece takes a whole task's time, so each task reads one piece.
    let clock = 0;
    const slow = vi.spyOn(performance, 'now').mockImplementation(() => (clock += PIECE_TASK_MS));
    const { seen, firstPieceOnly } = await pasted(editor, markdown);
    slow.mockRestore();
    const whole = editor.codec.parse(markdown, 'markdown');
    // The first piece was in before the rest had been read; progress went up in steps.
    expect(firstPieceOnly).toBeGreaterThan(0);
    expect(firstPieceOnly).toBeLessThan(whole.childCount);
    expect(new Set(seen.filter((p) => p > 0 && p < 100)).size).toBeGreaterThan(3);
    expect(editor.view.state.doc.toJSON()).toEqual(whole.toJSON());
    expect(editor.md()).toBe(editor.codec.toMarkdown(whole));
  });

  it('is one step of the history, apart from a deletion made just before it', async () => {
    const editor = await mountEmpty();
    const { view } = editor;
    view.dispatch(view.state.tr.insertText('kept text'));
    // A pause after typing: the text is a step of its own, as it would be for a person.
    view.dispatch(closeHistory(view.state.tr));
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1, view.state.doc.content.size - 1)));
    view.dispatch(view.state.tr.deleteSelection());
    await pasted(editor, markdown);
    expect(undo(view.state, view.dispatch)).toBe(true);
    expect(editor.md()).toBe('');
    expect(undo(view.state, view.dispatch)).toBe(true);
    expect(editor.md()).toBe('kept text\n');
  });

  it('a paste made while one runs is refused, and the running one stays one step', async () => {
    const editor = await mountEmpty();
    const { view } = editor;
    paste(view, { 'text/plain': markdown });
    expect(editor.bridge.paste.running).toBe(true);
    paste(view, { 'text/plain': 'second' });
    while (editor.bridge.paste.running) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(editor.md()).toBe(editor.codec.toMarkdown(editor.codec.parse(markdown, 'markdown')));
    expect(undo(view.state, view.dispatch)).toBe(true);
    expect(editor.md()).toBe('');
  });

  it('pasted mid-paragraph, the text after the caret follows the pasted text, as in a whole paste', async () => {
    const editor = await mountEmpty();
    const { view } = editor;
    view.dispatch(view.state.tr.insertText('before after'));
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 'before '.length + 1)));
    const text = `pasted start\n\n${markdown}\n\npasted end`;
    await pasted(editor, text);
    const md = editor.md();
    expect(md.startsWith('before pasted start\n\n')).toBe(true);
    expect(md.endsWith('\n\npasted endafter\n')).toBe(true);
    expect(view.state.selection.$head.parent.textContent).toBe('pasted endafter');
  });
});
