import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeHistory, undo } from '@milkdown/kit/prose/history';
import { TextSelection } from '@milkdown/kit/prose/state';
import { mountEmpty as empty, paste, typeText } from '../test-utils';
import { placeholderKey } from './placeholder';
import { stripImages } from './paste';
import { editorMessages } from '../../../src/domain/messages';

afterEach(() => vi.restoreAllMocks());

describe('input rules and typography', () => {
  it.each([
    ['# ', 'Title', '# Title\n'],
    ['###### ', 'Small', '###### Small\n'],
    ['- ', 'item', '- item\n'],
    ['* ', 'item', '- item\n'],
    ['3. ', 'item', '3. item\n'],
    ['[] ', 'todo', '- [ ] todo\n'],
    ['[x] ', 'done', '- [x] done\n'],
    ['> ', 'quote', '> quote\n'],
    ['```ts ', 'code', '```ts\ncode\n```\n'],
    ['~~~ ', 'code', '```\ncode\n```\n'],
    ['**b**', ' ok', '**b** ok\n'],
    ['*i*', ' ok', '*i* ok\n'],
    ['~~s~~', ' ok', '~~s~~ ok\n'],
    ['`c`', ' ok', '`c` ok\n'],
    ['a -> b <- c', '', 'a → b ← c\n'],
    ['(c) (r) (tm)', '', '© ® ™\n'],
    ['1/2 ', 'cup', '½ cup\n'],
    ['wait...', '', 'wait…\n'],
  ])('%j then %j', async (rule, rest, expected) => {
    const { view, md } = await empty();
    typeText(view, rule + rest);
    expect(md()).toBe(expected);
  });

  it('--- on an empty line makes a divider (the em dash rule turns "--" into "—" first)', async () => {
    const { view, md } = await empty();
    typeText(view, '---');
    typeText(view, 'after');
    expect(md()).toBe('---\n\nafter\n');
  });

  it('nothing is replaced inside code', async () => {
    const { view, md } = await empty();
    typeText(view, '```js ');
    typeText(view, 'a -> b **c**');
    expect(md()).toBe('```js\na -> b **c**\n```\n');
  });
});

describe('autolink while typing', () => {
  it('links a valid URL after a space, not other schemes', async () => {
    const { view } = await empty();
    typeText(view, 'see https://plane.so/docs and ftp://x.y and javascript:alert(1) ');
    expect([...view.dom.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://plane.so/docs']);
  });
  it('links the last word of a line on Enter', async () => {
    const { view, html } = await empty();
    typeText(view, 'go http://a.io');
    view.dispatch(view.state.tr.split(view.state.selection.from));
    expect(html()).toContain('<a href="http://a.io"');
  });
});

describe('placeholders', () => {
  const placeholders = (view: import('@milkdown/kit/prose/view').EditorView) =>
    (placeholderKey.get(view.state)?.props.decorations?.call(placeholderKey.get(view.state)!, view.state) as { find(): Array<{ spec: unknown; type: { attrs: Record<string, string> } }> } | null)
      ?.find()
      .map((d) => d.type.attrs['data-placeholder']) ?? [];

  it('shows the command hint on an empty document and "Heading N" on an empty heading', async () => {
    const { view } = await empty();
    expect(placeholders(view)).toEqual([editorMessages.placeholder]);
    typeText(view, 'x\n');
    view.dispatch(view.state.tr.split(view.state.selection.from));
    expect(placeholders(view)).toEqual([editorMessages.placeholder]);
    typeText(view, '## ');
    expect(placeholders(view)).toEqual([editorMessages.headingPlaceholder(2)]);
  });

  it('shows nothing in the read-only viewer or during an upload', async () => {
    const readOnly = await empty(false);
    expect(placeholders(readOnly.view)).toEqual([]);
    const { view, bridge } = await empty();
    bridge.uploads.begin();
    expect(placeholders(view)).toEqual([]);
  });
});

describe('paste', () => {
  it('the XSS paste of the issue leaves no script-capable href and no image', async () => {
    const { view, html } = await empty();
    view.pasteHTML('<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>');
    expect(html()).toBe('<p>x</p>');
    expect(view.dom.querySelector('img, a')).toBeNull();
  });
  it.each([
    ['<p><a href="JaVaScRiPt:alert(1)">a</a> <a href="data:text/html,x">b</a> <a href="https://ok.io">c</a></p>', '<p>a b <a href="https://ok.io" target="_blank" rel="noopener noreferrer nofollow">c</a></p>'],
    ['<p>see <img src="https://x/y.png" alt="y"> this</p><picture><img src="a"></picture>', '<p>see this</p>'],
  ])('HTML %s', async (pasted, expected) => {
    const { view, html } = await empty();
    view.pasteHTML(pasted);
    expect(html()).toBe(expected);
  });
  it('markdown pasted as plain text becomes structure, with URLs linked', async () => {
    const { view, md } = await empty();
    paste(view, { 'text/plain': '## Pasted\n\n- one\n- **two**\n\nsee https://plane.so/x' });
    // The URL was pasted bare, so it is written back bare (a GFM autolink literal), as it came.
    expect(md()).toBe('## Pasted\n\n- one\n- **two**\n\nsee https://plane.so/x\n');
    expect(view.dom.querySelector('a')?.getAttribute('href')).toBe('https://plane.so/x');
  });
  it('is an undo step of its own, even right after a deletion at the same place', async () => {
    const { view, md } = await empty();
    typeText(view, 'kept text');
    // A pause after typing: the text is a step of its own, as it would be for a person.
    view.dispatch(closeHistory(view.state.tr));
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1, view.state.doc.content.size - 1)));
    view.dispatch(view.state.tr.deleteSelection());
    paste(view, { 'text/plain': 'pasted' });
    expect(md()).toBe('pasted\n');
    expect(undo(view.state, view.dispatch)).toBe(true);
    expect(md()).toBe('');
    expect(undo(view.state, view.dispatch)).toBe(true);
    expect(md()).toBe('kept text\n');
  });
  it('plain text inside a code block stays text', async () => {
    const { view, md } = await empty();
    typeText(view, '``` ');
    paste(view, { 'text/plain': '# not a heading' });
    expect(md()).toBe('```\n# not a heading\n```\n');
  });
  it('shift-paste (plain) keeps markdown as text', async () => {
    const { view, md } = await empty();
    view.pasteText('# not a heading');
    expect(md()).toBe('\\# not a heading\n');
  });
  it('a URL pasted over a selection links it', async () => {
    const { view, md } = await empty();
    typeText(view, 'docs');
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1, 5)));
    const data = { getData: (type: string) => (type === 'text/plain' ? 'https://plane.so' : '') };
    view.someProp('handlePaste', (f) => f(view, { clipboardData: data } as unknown as ClipboardEvent, view.state.doc.slice(0, 0)));
    expect(md()).toBe('[docs](https://plane.so)\n');
  });
  it('stripImages removes every image tag', () => {
    expect(stripImages('<p>a<img src=x onerror=alert(1)>b<IMG\nsrc="y"/></p>')).toBe('<p>ab</p>');
  });
});

describe('where the pointer rests (for hover controls that load later)', () => {
  it('is where it last moved on the page, and nothing once it has left the window', async () => {
    const { view, bridge } = await empty();
    expect(bridge.events.restingPointer()).toBeNull();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 40, clientY: 12, bubbles: true }));
    expect(bridge.events.pointer).toEqual({ x: 40, y: 12 });
    // Leaving for another element of the page is still on the page.
    view.dom.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: document.body, bubbles: true }));
    expect(bridge.events.pointer).toEqual({ x: 40, y: 12 });
    document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null, bubbles: true }));
    expect(bridge.events.restingPointer()).toBeNull();
  });

  it('stops following the pointer once the editor is gone', async () => {
    const { view, bridge } = await empty();
    view.destroy();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 5, clientY: 5, bubbles: true }));
    expect(bridge.events.pointer).toBeNull();
  });
});
