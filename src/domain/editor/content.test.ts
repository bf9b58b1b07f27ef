import { describe, expect, it } from 'vitest';
import { isBlankContent, type ContentFormat, type ContentValue } from './content';

describe('isBlankContent: empty or whitespace-only content becomes one empty paragraph', () => {
  it.each<[ContentValue | null, ContentFormat, boolean]>([
    ['', 'markdown', true], ['  \n\t ', 'markdown', true], ['# A', 'markdown', false],
    ['', 'html', true], ['<p></p>', 'html', true], ['<p> &nbsp; </p><p><br></p>', 'html', true], ['<p>x</p>', 'html', false],
    ['<hr>', 'html', false], ['<img src="a.png">', 'html', false],
    [{ type: 'doc', content: [] }, 'json', true], [{ type: 'doc' }, 'json', true],
    [{ type: 'doc', content: [{ type: 'paragraph' }] }, 'json', false], ['  ', 'json', true], [null, 'markdown', true],
  ])('%j (%s) -> %s', (value, format, expected) => expect(isBlankContent(value, format)).toBe(expected));
});
