import { describe, expect, it } from 'vitest';
import { kebab, storyGroups } from './stories';

describe('Ladle story ids', () => {
  it.each([
    ['LinkForm', 'link-form'], ['InvalidUrl', 'invalid-url'], ['AIAssistant', 'ai-assistant'], ['Empty', 'empty'],
    ['ListForGuest', 'list-for-guest'], ['H1Heading', 'h1-heading'],
  ])('%s -> %s', (input, expected) => expect(kebab(input)).toBe(expected));

  it('groups exports by file and skips default and helpers', () => {
    const groups = storyGroups({ '../../islands/link-form/LinkForm.stories.tsx': { Empty: 1, InvalidUrl: 2, default: {}, helper: 3 } });
    expect(groups).toEqual([
      { file: '../../islands/link-form/LinkForm.stories.tsx', title: 'Link Form', stories: [
        { id: 'link-form--empty', name: 'Empty' }, { id: 'link-form--invalid-url', name: 'Invalid Url' },
      ] },
    ]);
  });
});
