import { describe, expect, it } from 'vitest';
import { splitMarkdown } from './chunks';
import { generateDocument } from '../../../bench/docs/generate';

describe('splitMarkdown: pieces that read as the whole does', () => {
  it('cuts only before a block that cannot continue the one before it', () => {
    const text = '# A\n\npara one\n\n- item\n\n- loose item\n\n  continued\n\n> quote\n\nafter\n\n1. one\n\n2. two\n\nend\n';
    const pieces = splitMarkdown(text, 1)!;
    expect(pieces.join('')).toBe(text);
    expect(pieces).toEqual(['# A\n\n', 'para one\n\n- item\n\n- loose item\n\n  continued\n\n> quote\n\n', 'after\n\n1. one\n\n2. two\n\n', 'end\n']);
  });

  it('never cuts inside a fence, blank lines and all', () => {
    const text = 'a\n\n```js\nx\n\ny\n\n```\n\nb\n\n~~~~\n\n```\n\nz\n~~~~\n\nc\n';
    expect(splitMarkdown(text, 1)).toEqual(['a\n\n', '```js\nx\n\ny\n\n```\n\n', 'b\n\n', '~~~~\n\n```\n\nz\n~~~~\n\n', 'c\n']);
  });

  it.each([
    ['a link reference definition', 'see [x]\n\nmore\n\n[x]: https://example.com\n'],
    ['an HTML comment', 'a\n\n<!--\n\nhidden\n\n-->\n\nb\n'],
    ['a <pre> block', 'a\n\n<pre>\n\nx\n</pre>\n\nb\n'],
  ])('reads text with %s whole', (_, text) => expect(splitMarkdown(text, 1)).toBeNull());

  it('keeps every character of a generated document, in pieces near the size asked for', () => {
    const text = generateDocument(300 * 1024);
    const pieces = splitMarkdown(text, 24_000)!;
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(8);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(48_000);
  });
});
