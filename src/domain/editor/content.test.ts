import { describe, expect, it } from 'vitest';
import { isBlankContent, openStoredContent, type ContentFormat, type ContentValue, type StoredContent } from './content';

describe('isBlankContent: empty or whitespace-only content becomes one empty paragraph', () => {
  it.each<[ContentValue | null, ContentFormat, boolean]>([
    ['', 'markdown', true], ['  \n\t ', 'markdown', true], ['# A', 'markdown', false],
    ['', 'html', true], ['<p></p>', 'html', true], ['<p> &nbsp; </p><p><br></p>', 'html', true], ['<p>x</p>', 'html', false],
    ['<hr>', 'html', false], ['<img src="a.png">', 'html', false],
    [{ type: 'doc', content: [] }, 'json', true], [{ type: 'doc' }, 'json', true],
    [{ type: 'doc', content: [{ type: 'paragraph' }] }, 'json', false], ['  ', 'json', true], [null, 'markdown', true],
  ])('%j (%s) -> %s', (value, format, expected) => expect(isBlankContent(value, format)).toBe(expected));
});

describe('openStoredContent: the form a stored document opens from', () => {
  const json = { type: 'doc', content: [{ type: 'paragraph' }] };
  const stored: StoredContent = { content_json: json, content_html: '<p>h</p>', content_markdown: 'm' };
  it.each<[string | null, StoredContent, { value: ContentValue; format: ContentFormat }]>([
    [null, stored, { value: json, format: 'json' }],
    ['json', stored, { value: json, format: 'json' }],
    ['html', stored, { value: '<p>h</p>', format: 'html' }],
    ['markdown', stored, { value: 'm', format: 'markdown' }],
    ['nonsense', stored, { value: json, format: 'json' }],
    [null, { ...stored, content_json: null }, { value: 'm', format: 'markdown' }],
    ['html', { ...stored, content_json: null, content_html: '' }, { value: 'm', format: 'markdown' }],
    ['json', { ...stored, content_json: { not: 'a node' } }, { value: 'm', format: 'markdown' }],
    // Saved by the editor: JSON and HTML, no markdown.
    ['markdown', { ...stored, content_markdown: '' }, { value: json, format: 'json' }],
    ['markdown', { ...stored, content_json: null, content_markdown: '' }, { value: '', format: 'markdown' }],
  ])('%s', (requested, document, expected) => expect(openStoredContent(document, requested)).toMatchObject(expected));

  it('names the other stored forms that hold something, markdown first, as the fallback', () => {
    expect(openStoredContent(stored, null).others).toEqual([{ value: 'm', format: 'markdown' }, { value: '<p>h</p>', format: 'html' }]);
    expect(openStoredContent(stored, 'html').others).toEqual([{ value: 'm', format: 'markdown' }]);
    expect(openStoredContent({ ...stored, content_html: '<p> </p>', content_markdown: '' }, null).others).toEqual([]);
  });
});
