import { describe, expect, it } from 'vitest';
import { anchorOffset } from './cursor-anchor';

/** `|` marks the cursor in `from`; the result is `to` with `|` where the cursor lands. */
function land(from: string, to: string): string {
  const at = anchorOffset(from.replace('|', ''), from.indexOf('|'), to);
  return `${to.slice(0, at)}|${to.slice(at)}`;
}

describe('the cursor keeps its place between the rich text and the markdown source', () => {
  it.each([
    ['after a word, past markup', 'Title\nsome bold| text', '# Title\n\nsome **bold** text', '# Title\n\nsome **bold|** text'],
    ['inside a word', 'Title\nsome bo|ld text', '# Title\n\nsome **bold** text', '# Title\n\nsome **bo|ld** text'],
    ['at the start of a block, on the word after', 'one\n|two', '- one\n- two', '- one\n- |two'],
    ['the same word again: its occurrence counts', 'a cat\nthe cat|', '*a* cat\n\nthe [cat](https://plane.so/cat)', '*a* cat\n\nthe [cat|](https://plane.so/cat)'],
    ['a word inside a longer one is no match', 'cat\ncat|', 'concat cat\n\ncat', 'concat cat\n\ncat|'],
    ['back from the source to the text', '# Title\n\nsome **bold|** text', 'Title\nsome bold text', 'Title\nsome bold| text'],
  ])('%s', (_name, from, to, expected) => {
    expect(land(from, to)).toBe(expected);
  });

  it.each([
    ['the word is gone: the same proportion', 'abc de|f', 'xxxxxxx', 'xxxxxx|x'],
    ['no word at the cursor: the same proportion', 'ab | cd', 'wxyz', 'wx|yz'],
    ['an empty text', '|', 'abcd', 'abcd|'],
  ])('%s', (_name, from, to, expected) => {
    expect(land(from, to)).toBe(expected);
  });
});
