import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { mountEditor } from '../test-utils';
import { isCommandActive, runCommand } from './registry';
import { setLink, unsetLink, currentLinkHref } from '../marks/link';

afterEach(() => vi.restoreAllMocks());

async function editorWith(markdown: string) {
  const created = await mountEditor(markdown);
  return { ...created, md: () => created.codec.toMarkdown(created.view.state.doc) };
}

/** Puts the cursor (or a selection) at the first occurrence of `text` in the document. */
function select(view: EditorView, text: string, length = 0) {
  let found = -1;
  view.state.doc.descendants((node, pos) => {
    if (found >= 0 || !node.isText) return found < 0;
    const index = node.text!.indexOf(text);
    if (index >= 0) found = pos + index;
    return false;
  });
  if (found < 0) throw new Error(`${text} not found`);
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, found, found + length)));
}

describe('block commands by key turn a line into each block', () => {
  it.each([
    ['text', '# Line\n', 'Line\n'],
    ['heading_1', 'Line\n', '# Line\n'],
    ['h4', 'Line\n', '#### Line\n'],
    ['h6', '- Line\n', '###### Line\n'],
    ['bullet_list', 'Line\n', '- Line\n'],
    ['bulleted-list', '1. Line\n', '- Line\n'],
    ['numbered_list', '- Line\n', '1. Line\n'],
    ['todo_list', '1. Line\n', '- [ ] Line\n'],
    ['to-do-list', '- [x] Line\n', 'Line\n'],
    ['numbered_list', '- [x] Line\n', '1. Line\n'],
    ['bullet_list', '# Line\n', '- Line\n'],
    ['quote_block', 'Line\n', '> Line\n'],
    ['quote', '> Line\n', 'Line\n'],
    ['quote', '- [ ] Line\n', '> Line\n'],
    ['quote_block', '- Line\n', '- > Line\n'],
    ['code_block', 'Line\n', '```\nLine\n```\n'],
    ['code_block', '```\na\nb\n```\n', 'a\n\nb\n'],
    ['divider', 'Line\n', '---\n\nLine\n'],
  ])('%s on %j', async (key, source, expected) => {
    const { view, md } = await editorWith(source);
    select(view, source.includes('a\nb') ? 'a' : 'Line');
    expect(runCommand(view, key)).toBe(true);
    expect(md()).toBe(expected);
  });

  it('toggling the same heading twice returns to text', async () => {
    const { view, md } = await editorWith('Line\n');
    select(view, 'Line');
    runCommand(view, 'h2');
    runCommand(view, 'h2');
    expect(md()).toBe('Line\n');
  });

  it('the divider slash item on an empty line replaces it and leaves the cursor below', async () => {
    const { view, md } = await editorWith('above\n');
    view.dispatch(view.state.tr.insert(view.state.doc.content.size, view.state.schema.nodes.paragraph.create()));
    view.dispatch(view.state.tr.setSelection(TextSelection.atEnd(view.state.doc)));
    runCommand(view, 'divider');
    view.dispatch(view.state.tr.insertText('below'));
    expect(md()).toBe('above\n\n---\n\nbelow\n');
  });

  it('the slash range is removed before the command runs', async () => {
    const { view, md } = await editorWith('/head\n');
    runCommand(view, 'heading_2', {}, { from: 1, to: 6 });
    view.dispatch(view.state.tr.insertText('Title'));
    expect(md()).toBe('## Title\n');
  });

  it('an unknown key logs and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { view, md } = await editorWith('Line\n');
    expect(runCommand(view, 'heading_7')).toBe(false);
    expect(runCommand(view, 'no_such_item')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('heading_7');
    expect(md()).toBe('Line\n');
  });
});

describe('the toolbar Code command (REFERENCE section 3)', () => {
  it.each([
    ['a single-line selection toggles inline code', 'one two\n', 'two', 3, 'one `two`\n'],
    ['an empty selection makes a code block', 'one\n', 'one', 0, '```\none\n```\n'],
    ['several lines are fenced into one block', 'one\n\ntwo\n', 'one', 8, '```\none\ntwo\n```\n'],
    ['inside a code block each line becomes a paragraph', '```\nx\ny\n```\n', 'x', 0, 'x\n\ny\n'],
  ])('%s', async (_name, source, at, length, expected) => {
    const { view, md } = await editorWith(source);
    select(view, at, length);
    runCommand(view, 'code');
    expect(md()).toBe(expected);
  });
});

describe('marks and active states', () => {
  it.each([
    ['bold', '**w**'], ['italic', '*w*'], ['underline', '<u>w</u>'], ['strikethrough', '~~w~~'], ['inline_code', '`w`'],
  ])('%s toggles on and off and reports its state', async (key, markdown) => {
    const { view, md } = await editorWith('w\n');
    select(view, 'w', 1);
    expect(isCommandActive(view.state, key)).toBe(false);
    runCommand(view, key);
    expect(md()).toBe(`${markdown}\n`);
    expect(isCommandActive(view.state, key)).toBe(true);
    runCommand(view, key);
    expect(md()).toBe('w\n');
  });

  it.each([
    ['# x\n', 'heading_1'], ['### x\n', 'h3'], ['- x\n', 'bullet_list'], ['1. x\n', 'numbered-list'], ['- [ ] x\n', 'todo_list'],
    ['> x\n', 'quote'], ['```\nx\n```\n', 'code_block'], ['x\n', 'text'],
  ])('%j is active as %s', async (source, key) => {
    const { view } = await editorWith(source);
    select(view, 'x');
    expect(isCommandActive(view.state, key)).toBe(true);
    expect(isCommandActive(view.state, key === 'text' ? 'quote' : 'text')).toBe(false);
  });
});

describe('links from the link editor', () => {
  it('applies a valid URL, refuses anything else, and removes the whole link', async () => {
    const { view, md } = await editorWith('read the docs\n');
    select(view, 'docs', 4);
    expect(setLink('javascript:alert(1)')(view.state, view.dispatch)).toBe(false);
    expect(setLink('plane.so')(view.state, view.dispatch)).toBe(false);
    expect(setLink(' https://plane.so ')(view.state, view.dispatch)).toBe(true);
    expect(md()).toBe('read the [docs](https://plane.so)\n');
    select(view, 'oc');
    expect(currentLinkHref(view.state)).toBe('https://plane.so');
    expect(unsetLink(view.state, view.dispatch)).toBe(true);
    expect(md()).toBe('read the docs\n');
  });
});

describe('Mod-Alt-c (SPEC section 8)', () => {
  /** The key as the browser reports it: Ctrl (Cmd on a Mac) and Alt held with "c". */
  const modAltC = () => {
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    return new KeyboardEvent('keydown', { key: 'c', code: 'KeyC', ctrlKey: !mac, metaKey: mac, altKey: true, bubbles: true, cancelable: true });
  };

  it('turns the line into a code block, and back into a paragraph', async () => {
    const { view, md } = await editorWith('Line\n');
    select(view, 'Line', 2);
    expect(view.someProp('handleKeyDown', (f) => f(view, modAltC()))).toBe(true);
    expect(md()).toBe('```\nLine\n```\n');
    expect(view.someProp('handleKeyDown', (f) => f(view, modAltC()))).toBe(true);
    expect(md()).toBe('Line\n');
  });
});
