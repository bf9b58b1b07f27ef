import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextSelection } from '@milkdown/kit/prose/state';
import { mountEditor, paste, typeText } from '../test-utils';
import { slashKey } from './slash';
import { placeholderKey } from './placeholder';
import { stripImages } from './paste';
import { editorMessages } from '../../../src/domain/messages';
import { undoDepth } from '@milkdown/kit/prose/history';
import type { LanguageFn } from 'highlight.js';
import { createRequire } from 'node:module';
import { HIGHLIGHT_ALIASES, HIGHLIGHT_LANGUAGES, highlightLanguage } from './highlight-languages';

const require = createRequire(import.meta.url);

afterEach(() => vi.restoreAllMocks());

async function empty(editable = true) {
  const created = await mountEditor('', 'markdown', editable);
  return { ...created, md: () => created.codec.toMarkdown(created.view.state.doc), html: () => created.codec.toHTML(created.view.state.doc) };
}

describe('slash trigger', () => {
  it('opens on "/", follows the query, and closes when the trigger ends', async () => {
    const { view } = await empty();
    typeText(view, 'hello /to do');
    expect(slashKey.getState(view.state)).toMatchObject({ active: true, query: 'to do', from: 7, to: 13 });
    typeText(view, '\n');
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 3)));
    expect(slashKey.getState(view.state)?.active).toBe(false);
  });
  it('Escape dismisses it for that slash only', async () => {
    const { view } = await empty();
    typeText(view, '/he');
    view.dispatch(view.state.tr.setMeta(slashKey, { dismiss: true }));
    typeText(view, 'a');
    expect(slashKey.getState(view.state)?.active).toBe(false);
    typeText(view, ' /');
    expect(slashKey.getState(view.state)).toMatchObject({ active: true, query: '' });
  });
  it.each([
    ['after a word', 'a/b'],
    ['in a code block', '```ts x /'],
  ])('is not offered %s', async (_name, text) => {
    const { view } = await empty();
    typeText(view, text);
    expect(slashKey.getState(view.state)?.active).toBe(false);
  });
});

describe('list keys before the menus are mounted', () => {
  const enter = () => new KeyboardEvent('keydown', { key: 'Enter' });
  it('Enter after an open trigger waits for the list instead of splitting the line', async () => {
    const { view, bridge, md } = await empty();
    typeText(view, '/Ima');
    expect(view.someProp('handleKeyDown', (f) => f(view, enter()))).toBe(true);
    expect(md()).toBe('/Ima\n');
    expect(bridge.takeHeldKeys('slashKeys').map((e) => e.key)).toEqual(['Enter']);
  });
  it('a trigger that goes away drops the keys waiting for it', async () => {
    const { view, bridge } = await empty();
    typeText(view, 'a /Ima');
    view.someProp('handleKeyDown', (f) => f(view, enter()));
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 2)));
    expect(bridge.takeHeldKeys('slashKeys')).toEqual([]);
  });
  it('once the menus are mounted, Enter with no list open is a plain Enter', async () => {
    const { view, bridge } = await empty();
    bridge.menusReady = true;
    typeText(view, '/Ima');
    view.someProp('handleKeyDown', (f) => f(view, enter()));
    expect(view.state.doc.childCount).toBe(2);
    expect(bridge.takeHeldKeys('slashKeys')).toEqual([]);
  });
});

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
    bridge.beginUpload();
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
    expect(md()).toBe('## Pasted\n\n- one\n- **two**\n\nsee <https://plane.so/x>\n');
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

describe('code highlighting', () => {
  it('decorates tokens by language and updates only changed blocks', async () => {
    const { view } = await mountEditor('```ts\nconst a = 1;\n```\n\n```\nconst b = 2;\n```\n');
    // Languages load on demand: the block is decorated once its language has arrived.
    await vi.waitFor(() => expect(view.dom.querySelectorAll('.code-block')[0].querySelector('.hljs-keyword')?.textContent).toBe('const'));
    expect(view.dom.querySelectorAll('.code-block')[1].querySelector('[class^="hljs"]')).toBeNull();
    view.dispatch(view.state.tr.setNodeMarkup(view.state.doc.child(1).nodeSize, undefined, { language: 'javascript' }));
    await vi.waitFor(() => expect(view.dom.querySelectorAll('.code-block')[1].querySelector('.hljs-keyword')?.textContent).toBe('const'));
    // The arrival is not an edit: nothing to undo.
    expect(undoDepth(view.state)).toBe(1);
  });
  it('knows every alias highlight.js registers for its languages', async () => {
    const { default: hljs } = await import('highlight.js/lib/core');
    const api = hljs.newInstance();
    for (const name of HIGHLIGHT_LANGUAGES) {
      api.registerLanguage(name, require(`highlight.js/lib/languages/${name}`) as LanguageFn);
    }
    const expected = Object.fromEntries(
      HIGHLIGHT_LANGUAGES.flatMap((name) => (api.getLanguage(name)?.aliases ?? []).map((alias) => [alias, HIGHLIGHT_LANGUAGES.find((n) => api.getLanguage(n) === api.getLanguage(alias))])),
    );
    expect(HIGHLIGHT_ALIASES).toEqual(expected);
    expect(highlightLanguage('TS')).toBe('typescript');
    expect(highlightLanguage('plaintext')).toBeNull();
  });
});
