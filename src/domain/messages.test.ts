import { describe, expect, it } from 'vitest';
import * as messages from './messages';

/** Every string the spec quotes must appear in messages.ts, letter for letter (typos included). */
const specStrings = [
  'URL is required', 'Background color is required', 'Text color is required', 'Primary color is required',
  'Sidebar background color is required', 'Sidebar text color is required', 'Enter a valid hex code of 6 characters',
  'Please select at least one issue.', 'Please enter some task to get AI assistance.', 'The image size cannot exceed 5 MB.',
  'Please upload a file in a valid format.', 'No file selected. Please select a file to upload.',
  'Invalid file type. Please select a JPEG, JPG, PNG, WEBP, or SVG image file.',
  'File size too large. Please select a smaller file than 5MB.',
  'You have reached the maximum number of requests of 50 requests per month per user.',
  'Some error occurred. Please try again.',
  'No response could be generated. This may be due to insufficient content or task information. Please try again.',
  'Something went wrong. Please try again.', 'Issues deleted successfully!', 'Failed to Update the theme',
  'Theme updated successfully!', 'Copied to clipboard', 'The URL has been successfully copied to your clipboard.',
  'This issue has been deleted.', 'No maching issues found', 'No issues found.', 'Error!', 'Success!',
  "Press '/' for commands...", 'Paste a link',
];

function allValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allValues);
  return [];
}

describe('messages.ts holds every quoted string of SPEC.md', () => {
  const values = new Set(allValues(messages));
  it.each(specStrings)('%s', (text) => expect(values.has(text)).toBe(true));

  it('formats the heading placeholder and search heading', () => {
    expect(messages.editorMessages.headingPlaceholder(2)).toBe('Heading 2');
    expect(messages.issuePickerMessages.searchResultsFor('api')).toBe('Search results for "api" in project:');
  });
});
