import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parserCtx } from '@milkdown/kit/core';
import type { Node } from '@milkdown/kit/prose/model';
import type { DocumentCodec } from '../codec';
import { readMarkdownFast } from './reader';
import { mountEditor } from '../test-utils';
import { checkProperty, fuzzTimeout } from '../../../tests/fuzz';
import { everydayMarkdown, noisyMarkdown, plainMarkdown, structuredMarkdown } from '../../../tests/markdown-arbitraries';
import { generateDocument } from '../../../bench/docs/generate';
import { EDITOR_DEMO_MARKDOWN } from '../../../src/domain/sample-document';

/**
 * The fast reader must give the document remark gives, or decline. remark (Milkdown's parser) is
 * the oracle: the codec reads through the fast reader when it can, and the two documents must be equal.
 */
let codec: DocumentCodec;
let remarkRead: (markdown: string) => Node;
beforeAll(async () => {
  const mounted = await mountEditor();
  codec = mounted.codec;
  remarkRead = mounted.editor.ctx.get(parserCtx);
});

/** True when the fast reader took the document; either way the codec's document is remark's. */
function agreesWithRemark(markdown: string): boolean {
  const fast = readMarkdownFast(markdown) !== null;
  const ours = codec.parse(markdown, 'markdown');
  const theirs = remarkRead(markdown);
  if (theirs.content.size) expect({ markdown, doc: ours.toJSON() }).toEqual({ markdown, doc: theirs.toJSON() });
  return fast;
}

describe('documents the fast reader reads, exactly as remark does', () => {
  it.each([
    ['paragraph with marks', 'Plain **bold**, *italic*, ~~struck~~, `code()` and [a link](https://plane.so/a?b=1#c).'],
    ['soft and hard breaks', 'one\ntwo\\\nthree'],
    ['headings', '# One\n\n## Two **bold**\n\n###### Six'],
    ['lists', '- a\n  - b\n    - c\n- d\n\n1. one\n   - inner\n2. two\n\n7. seven\n8. eight'],
    ['to-do list', '- [ ] open\n- [x] done\n  - [ ] child'],
    ['quote', '> a *b*\n>\n> - c\n>\n> > nested'],
    ['code', '```ts\nconst a = `<b>` && c_d;\n\n  indented\n```\n\n```\nplain\n```'],
    ['rule and table', '---\n\n| Name | Role |\n| --- | --- |\n| Ada | **x** |\n|  | empty |'],
    ['nested marks', 'x *a **b** c* and **a *b* c**'],
    ['a loose list and a mixed to-do list', '- a\n\n- [x] b\n  - c\n\n  - d\n\n1. e'],
    ['punctuation around marks', '(**a**) **b**, *c*. ~~d~~! "x" it\'s'],
    ['an aligned table', '| a | b | c | d |\n| :- | -: | :-: | - |\n| 1 | 2 | 3 | 4 |'],
    ['a loose list', '- a\n\n- b\n  - c\n\n- d'],
  ])('%s', (_name, markdown) => {
    expect(agreesWithRemark(markdown)).toBe(true);
  });
});

describe('documents left to remark', () => {
  it.each([
    ['html', 'a <u>b</u>'],
    ['entities', 'a &amp; b'],
    ['underscore emphasis', '_a_'],
    ['escapes', '\\# x'],
    ['images', '![](https://plane.so/a.png)'],
    ['reference links', '[a][x]\n\n[x]: https://plane.so'],
    ['autolink literals', 'see https://plane.so and www.plane.so'],
    ['a lazy continuation', '> a\nb'],
    ['intraword emphasis', 'a*b*c'],
    ['a triple run', '***a***'],
    ['an unclosed delimiter', '**a'],
    ['a list item with two paragraphs', '- a\n\n  b'],
    ['an indented code block', '    code'],
    ['a setext heading', 'Title\n==='],
    ['CRLF line endings', 'a\r\nb'],
    ['raw html', '<div>\nx\n</div>'],
    ['a link title', '[a](https://plane.so "T")'],
    ['an inline image', 'a ![b](https://plane.so/c.png) d'],
    ['a table row longer than its header', '| a |\n| - |\n| b | c |'],
  ])('%s', (_name, markdown) => {
    expect(agreesWithRemark(markdown)).toBe(false);
  });
});

describe('real documents', () => {
  it.each(['2k', '30k', '150k'] as const)('the %s benchmark document takes the fast path', (size) => {
    const bytes = { '2k': 2 * 1024, '30k': 30 * 1024, '150k': 150 * 1024 }[size];
    expect(agreesWithRemark(generateDocument(bytes))).toBe(true);
  });
  it('the demo document agrees with remark', () => {
    agreesWithRemark(EDITOR_DEMO_MARKDOWN);
  });
});

describe('random documents: the fast reader matches remark or declines', () => {
  it('plain documents, mostly taking the fast path', { timeout: fuzzTimeout(40) }, () => {
    let fast = 0;
    let all = 0;
    checkProperty('fast markdown reader against remark: plain', fc.property(plainMarkdown, (markdown) => {
      all += 1;
      if (agreesWithRemark(markdown)) fast += 1;
    }));
    // Worth something only if the fast path is taken often (a list item continued after a blank line, for one, is not).
    expect(fast / all).toBeGreaterThan(0.4);
  });
  it.each([
    ['everyday', everydayMarkdown],
    ['structured', structuredMarkdown],
    ['noise', noisyMarkdown],
  ])('%s documents', { timeout: fuzzTimeout(40) }, (name, documents) => {
    checkProperty(`fast markdown reader against remark: ${name}`, fc.property(documents, (markdown) => void agreesWithRemark(markdown)));
  });
});
