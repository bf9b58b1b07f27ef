import { describe, expect, it } from 'vitest';
import { EDITOR_DEMO_MARKDOWN, sampleDocument, SEED_SAMPLE_PEOPLE } from './sample-document';

const lastLine = (markdown: string) => markdown.trimEnd().split('\n').at(-1);

describe('the sample document', () => {
  it('names the seed\'s colleague and reader by default', () => {
    expect(EDITOR_DEMO_MARKDOWN).toBe(sampleDocument(SEED_SAMPLE_PEOPLE));
    expect(lastLine(EDITOR_DEMO_MARKDOWN)).toMatch(/^Questions\? Ask <mention-component id="mention-demo-1" label="grace" .*redirect_uri="\/acme\/profile\/user-0002\/" entity_identifier="user-0002".*> or <mention-component id="mention-demo-2" label="ada" .*> in the #releases channel\.$/);
  });

  it('names whoever it is given, as attribute values that cannot end their attribute', () => {
    const line = lastLine(sampleDocument([{ label: 'a"b<c>&', id: 'u"1', profilePath: '/w/profile/u"1/' }]))!;
    expect(line).toContain('label="a&quot;b&lt;c&gt;&amp;"');
    expect(line).toContain('entity_identifier="u&quot;1"');
    expect(line).not.toContain(' or ');
  });

  it('names nobody when nobody was found, and never more than two', () => {
    expect(lastLine(sampleDocument([]))).toBe('Questions? Ask in the #releases channel.');
    const three = sampleDocument([...SEED_SAMPLE_PEOPLE, { label: 'x', id: 'x', profilePath: '/x/' }]);
    expect(three.match(/<mention-component/g)).toHaveLength(2);
  });
});
