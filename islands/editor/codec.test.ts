import { beforeAll, describe, expect, it } from 'vitest';
import { Node } from '@milkdown/kit/prose/model';
import { readInertHtml, type DocumentCodec } from './codec';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { mountEditor } from './test-utils';

let codec: DocumentCodec;
beforeAll(async () => {
  ({ codec } = await mountEditor());
});

const md = (markdown: string) => codec.parse(markdown, 'markdown');

/** markdown -> document -> markdown, for every node and mark markdown can hold. */
describe('markdown round trip: every node and mark', () => {
  it.each([
    ['paragraph', 'Plain text.\n'],
    ['heading 1', '# Title\n'],
    ['heading 2', '## Title\n'],
    ['heading 3', '### Title\n'],
    ['heading 4', '#### Title\n'],
    ['heading 5', '##### Title\n'],
    ['heading 6', '###### Title\n'],
    ['bullet list', '- one\n- two\n'],
    ['nested bullet list', '- one\n  - inner\n- two\n'],
    ['ordered list', '1. one\n2. two\n'],
    ['ordered list with start', '3. three\n4. four\n'],
    ['task list', '- [ ] open\n- [x] done\n'],
    ['nested task list', '- [ ] parent\n  - [x] child\n'],
    ['blockquote', '> quoted\n'],
    ['blockquote with list', '> - a\n> - b\n'],
    ['horizontal rule', 'above\n\n---\n\nbelow\n'],
    ['code block', '```ts\nconst a = 1;\n```\n'],
    ['code block plaintext', '```\nplain\n```\n'],
    ['hard break', 'line one\\\nline two\n'],
    ['bold', 'a **bold** word\n'],
    ['italic', 'an *italic* word\n'],
    ['underline', 'an <u>underlined</u> word\n'],
    ['strikethrough', 'a ~~struck~~ word\n'],
    ['inline code', 'some `code` here\n'],
    ['link', 'a [link](https://plane.so) here\n'],
    ['bold italic', 'a ***both*** word\n'],
    ['raw html block, kept verbatim', '<div class="x">\n  *hi*\n</div>\n'],
    ['raw inline html, kept verbatim', 'a <span title="t">b</span> <!-- c --> d\n'],
    ['an empty underline pair, kept as raw html', 'a <u></u> b\n'],
    ['link with a title', '[a](https://plane.so "The title")\n'],
    ['image with alt and title', '![A cat](https://plane.so/a.png "On a mat")\n'],
    ['image in a line of text', 'see ![alt](https://a.io/x.png) here\n'],
    ['image in a heading', '# A ![logo](https://a.io/x.png)\n'],
    ['loose list', '- a\n\n- b\n'],
    ['aligned table', '| a  |  b |  c  |\n| :- | -: | :-: |\n| 1  |  2 |  3  |\n'],
    ['table row with cells past the header', '| a | b |\n| - | - |\n| 1 | 2 | 3 |\n'],
    ['bare address (GFM autolink literal)', 'see https://plane.so and ada@plane.so\n'],
    ['link with bold', '[**bold link**](https://plane.so)\n'],
    ['bold underline', '**<u>a</u>**\n'],
    ['adjacent bullet lists stay apart', '- a\n\n* b\n'],
    ['adjacent ordered lists stay apart', '1. a\n\n1) b\n'],
    ['escaped markdown characters', '\\# not a heading\n'],
    ['image', '![](https://plane.so/a.png)\n'],
    ['image with a size', '<img src="/uploads/default/a.png" width="240px" height="120px">\n'],
    ['table', '| Name | Role  |\n| ---- | ----- |\n| Ada  | Admin |\n| Alan | **x** |\n'],
    ['mention', 'hi <mention-component id="m1" label="Ada" target="users" self="false" redirect_uri="/acme/profile/user-0001/" entity_identifier="user-0001" entity_name="user_mention"></mention-component> there\n'],
    ['mention alone', '<mention-component id="m1" label="Ada" target="users" self="false" redirect_uri="/" entity_identifier="u1" entity_name="user_mention"></mention-component>\n'],
  ])('%s', (_name, source) => {
    const doc = md(source);
    expect(codec.toMarkdown(doc)).toBe(source);
  });
});

describe('markdown normalisation: what is written differs from what was read', () => {
  it.each([
    ['* star bullets become dashes', '* a\n* b\n', '- a\n- b\n'],
    ['_ emphasis becomes *', '_a_\n', '*a*\n'],
    ['~~~ fences become backticks', '~~~py\nx\n~~~\n', '```py\nx\n```\n'],
    ['soft line breaks become spaces', 'a\nb\n', 'a b\n'],
    ['reference links are resolved', '[a][x]\n\n[x]: https://plane.so\n', '[a](https://plane.so)\n'],
    ['mixed list becomes a to-do list', '- a\n- [x] b\n', '- [ ] a\n- [x] b\n'],
    ['empty document', '', ''],
    ['whitespace document', '   \n\n  ', ''],
    ['javascript: link loses its href', '[x](javascript:alert(1))\n', 'x\n'],
    ['strong around emphasis is written as emphasis around strong', 'a **_both_** word\n', 'a ***both*** word\n'],
    ['same-kind nested emphasis is one mark (ProseMirror holds one)', '__foo, __bar__, baz__\n', '**foo, bar, baz**\n'],
    ['a paragraph of one image is an image block', '![a](https://a.io/x.png)\n\ntext\n', '![a](https://a.io/x.png)\n\ntext\n'],
    ['marks are written in schema order', '<u>**a**</u>\n', '**<u>a</u>**\n'],
    ['footnotes stay as text', 'a[^1]\n\n[^1]: note\n', 'a\\[^1]\n\n\\[^1]: note\n'],
    ['an unsafe image is dropped to its alt text', '![x](javascript:alert(1))\n', 'x\n'],
    ['a table without a header row gets one in markdown', '| a | b |\n| - | - |\n| c | d |\n', '| a | b |\n| - | - |\n| c | d |\n'],
  ])('%s', (_name, source, expected) => {
    const once = codec.toMarkdown(md(source));
    expect(once).toBe(expected);
    expect(codec.toMarkdown(md(once))).toBe(once);
  });
});

const sample = [
  '# Title', '', 'Text with **bold**, *italic*, <u>underline</u>, ~~strike~~, `code` and [a link](https://plane.so).', '',
  '- bullet', '  - nested', '', '1. first', '2. second', '', '- [ ] todo', '- [x] done', '', '> quote', '', '---', '',
  '```python', 'print("hi")', '```', '', 'line\\', 'break',
].join('\n');

describe('JSON and HTML keep everything, including what markdown cannot hold', () => {
  it('JSON round trip is lossless', () => {
    const doc = md(sample);
    expect(Node.fromJSON(codec.schema, codec.toJSON(doc)).eq(doc)).toBe(true);
    expect(codec.parse(codec.toJSON(doc), 'json').eq(doc)).toBe(true);
  });
  it('HTML round trip is lossless', () => {
    const doc = md(sample);
    expect(codec.parse(codec.toHTML(doc), 'html').eq(doc)).toBe(true);
  });
  it('link target and class survive JSON and HTML', () => {
    const json = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://a.io', target: '_self', class: 'underline' } }] }] }],
    };
    const doc = codec.parse(json, 'json');
    const html = codec.toHTML(doc);
    expect(html).toBe('<p><a href="https://a.io" target="_self" rel="noopener noreferrer nofollow" class="underline">x</a></p>');
    expect(codec.parse(html, 'html').eq(doc)).toBe(true);
  });
  it('table cell paragraphs join with a space in markdown, and cell colours survive HTML and JSON', () => {
    const html = '<table><tbody><tr><td data-background="#D9E4FF" data-text-color="#171717" style="background-color: #D9E4FF; color: #171717;"><p>one</p><p>two</p></td></tr></tbody></table>';
    const doc = codec.parse(html, 'html');
    expect(codec.toMarkdown(doc)).toBe('| one two |\n| ------- |\n');
    expect(codec.toHTML(doc)).toContain('<td data-background="#D9E4FF" data-text-color="#171717" style="background-color:');
    expect(codec.parse(codec.toHTML(doc), 'html').eq(doc)).toBe(true);
    expect(codec.parse(codec.toJSON(doc), 'json').eq(doc)).toBe(true);
    expect(codec.toJSON(doc).content?.[0].content?.[0].content?.[0].attrs).toMatchObject({ background: '#D9E4FF', textColor: '#171717' });
  });
  it('image size and mention attributes survive HTML', () => {
    const html = '<img src="/uploads/a.png" alt="" width="240px" height="120px" style="width: 240px; height: 120px;"><p>hi <mention-component id="m1" label="Ada" target="users" self="true" redirect_uri="/acme/profile/u1/" entity_identifier="u1" entity_name="user_mention"></mention-component></p>';
    const doc = codec.parse(html, 'html');
    expect(codec.parse(codec.toHTML(doc), 'html').eq(doc)).toBe(true);
    expect(codec.toJSON(doc).content?.[0]).toEqual({ type: 'image', attrs: { src: '/uploads/a.png', width: '240px', height: '120px', alt: '', title: null } });
    expect(codec.toJSON(doc).content?.[1].content?.[1]).toEqual({
      type: 'mention',
      attrs: { id: 'm1', label: 'Ada', target: 'users', self: true, redirect_uri: '/acme/profile/u1/', entity_identifier: 'u1', entity_name: 'user_mention' },
    });
  });
  it('code block language defaults to plaintext', () => {
    const doc = codec.parse('<pre><code>x</code></pre>', 'html');
    expect(codec.toJSON(doc).content?.[0]).toEqual({ type: 'codeBlock', attrs: { language: 'plaintext' }, content: [{ type: 'text', text: 'x' }] });
  });
  it.each([
    ['markdown', ''], ['markdown', '  \n '], ['html', ''], ['html', '<p> </p>'], ['json', { type: 'doc', content: [] }],
  ] as Array<[ContentFormat, ContentValue]>)('empty %s content becomes one empty paragraph', (format, value) => {
    expect(codec.toJSON(codec.parse(value, format))).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('unsafe links never survive', () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>'], ['<a href=" JaVaScRiPt:alert(1)">x</a>'], ['<a href="java&#x09;script:alert(1)">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>'], ['<a href="vbscript:msgbox(1)">x</a>'],
  ])('HTML %s is read as plain text', (html) => {
    const out = codec.toHTML(codec.parse(html, 'html'));
    expect(out).toBe('<p>x</p>');
  });
  it('a JSON link with a javascript: href is read as plain text, as in markdown and HTML', () => {
    const doc = codec.parse({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] }, 'json');
    expect(codec.toHTML(doc)).toBe('<p>x</p>');
    expect(codec.toMarkdown(doc)).toBe('x\n');
    expect(codec.toJSON(doc)).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] });
  });
  it('a link mark built in code with a javascript: href still renders with a blank href', () => {
    const { schema } = codec;
    const doc = schema.topNodeType.create(null, schema.nodes.paragraph.create(null, schema.text('x', [schema.marks.link.create({ href: 'javascript:alert(1)' })])));
    expect(codec.toHTML(doc)).toContain('href=""');
    expect(codec.toMarkdown(doc)).toBe('[x]()\n');
  });
  it('JSON mention addresses, image sizes and table colours obey the parse rules', () => {
    const doc = codec.parse({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'mention', attrs: { id: 'm', label: 'a', redirect_uri: 'javascript:alert(1)', entity_identifier: 'u' } }] },
        { type: 'image', attrs: { src: '/a.png', width: '1px; background: url(javascript:alert(1))', height: 'x' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
        { type: 'table', content: [{ type: 'tableRow', attrs: { background: 'red; x: url(y)' }, content: [{ type: 'tableCell', attrs: { background: '#fff', textColor: 'url(x)', colwidth: 'x' }, content: [{ type: 'paragraph' }] }] }] },
      ],
    }, 'json');
    const json = codec.toJSON(doc);
    expect(json.content?.[0].content?.[0].attrs?.redirect_uri).toBe('/');
    expect(json.content?.[1].attrs).toEqual({ src: '/a.png', width: '35%', height: null, alt: '', title: null });
    expect(json.content?.[2]).toEqual({ type: 'paragraph' });
    expect(json.content?.[3].content?.[0].attrs).toEqual({ background: null, textColor: null });
    expect(json.content?.[3].content?.[0].content?.[0].attrs).toMatchObject({ background: '#fff', textColor: null, colwidth: null });
  });
});

describe('per-block markdown cache', () => {
  it('re-serialises only the block a change touched', async () => {
    const { codec: own, view } = await mountEditor(Array.from({ length: 50 }, (_, i) => `Paragraph ${i}`).join('\n\n'));
    own.toMarkdown(view.state.doc);
    const before = own.markdownRenders;
    view.dispatch(view.state.tr.insertText('!', 3));
    const markdown = own.toMarkdown(view.state.doc);
    expect(own.markdownRenders - before).toBe(1);
    expect(markdown.startsWith('Pa!ragraph 0\n\nParagraph 1')).toBe(true);
  });
});

/**
 * Inline code excludes every other mark, so inside `**a `c` b**` the code is plain code; the text
 * after it must keep the enclosing marks (Milkdown's parser alone drops them at the code).
 */
describe('marks around inline code', () => {
  const marksOf = (markdown: string) => {
    const runs: Array<[string, string[]]> = [];
    md(markdown).descendants((node) => {
      if (node.isText) runs.push([node.text ?? '', node.marks.map((mark) => (mark.type.name === 'link' ? `link:${mark.attrs.href}` : mark.type.name)).sort()]);
    });
    return runs;
  };

  it.each([
    ['bold', '**a `c` b**', [['a ', ['bold']], ['c', ['code']], [' b', ['bold']]]],
    ['italic', '*a `c` b*', [['a ', ['italic']], ['c', ['code']], [' b', ['italic']]]],
    ['strike', '~~a `c` b~~', [['a ', ['strike']], ['c', ['code']], [' b', ['strike']]]],
    ['link', '[x `c` y](https://plane.so)', [['x ', ['link:https://plane.so']], ['c', ['code']], [' y', ['link:https://plane.so']]]],
    ['bold link', '**[x `c` y](https://plane.so) z**', [['x ', ['bold', 'link:https://plane.so']], ['c', ['code']], [' y', ['bold', 'link:https://plane.so']], [' z', ['bold']]]],
    ['code then text outside', '**a** `c` d', [['a', ['bold']], [' ', []], ['c', ['code']], [' d', []]]],
  ])('%s keeps its mark after the code', (_name, markdown, expected) => {
    expect(marksOf(markdown)).toEqual(expected);
  });

  it('writes markdown that reads back the same: marks split around the code, text unchanged', () => {
    const doc = md('**Run `npm test` first** and [the `api` docs](https://plane.so/docs)');
    const written = codec.toMarkdown(doc);
    expect(written).toBe('**Run** `npm test` **first** and [the](https://plane.so/docs) `api` [docs](https://plane.so/docs)\n');
    expect(codec.toMarkdown(md(written))).toBe(written);
    expect(md(written).textContent).toBe(doc.textContent);
  });
});

describe('reading HTML in the inert document', () => {
  it('reads outside the live page, leaves nothing behind, and a nested read does not disturb the outer one', () => {
    const liveBefore = document.body.innerHTML;
    const seen = readInertHtml('<p id="outer">one</p>', (outer) => {
      const inner = readInertHtml('<p>two</p>', (body) => body.textContent);
      return { outer: outer.textContent, inner, inert: outer.ownerDocument !== document };
    });
    expect(seen).toEqual({ outer: 'one', inner: 'two', inert: true });
    expect(document.getElementById('outer')).toBeNull();
    expect(document.body.innerHTML).toBe(liveBefore);
    expect(readInertHtml('', (body) => body.childNodes.length)).toBe(0);
  });

  it('many documents in a row read alike (the same document, emptied each time)', () => {
    const docs = Array.from({ length: 3 }, (_, i) => codec.parse(`<h2>Title ${i}</h2><p>x</p>`, 'html'));
    expect(docs.map((d) => d.firstChild?.textContent)).toEqual(['Title 0', 'Title 1', 'Title 2']);
  });
});
