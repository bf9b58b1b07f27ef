import { describe, expect, it } from 'vitest';
import { filterIssues, issueKey, matchesIssueQuery } from './issue-search';

const issue = { name: 'Fix login redirect', sequence_id: 42, project__identifier: 'WEB' };

describe('issue matching: case-insensitive name or IDENT-SEQ', () => {
  it.each([
    ['', true], ['  ', true], ['login', true], ['LOGIN', true], ['web-42', true], ['WEB-4', true], ['eb-42', true],
    ['api-42', false], ['logout', false], ['42', true],
  ])('%j -> %s', (query, expected) => expect(matchesIssueQuery(issue, query)).toBe(expected));

  it('builds the key', () => expect(issueKey(issue)).toBe('WEB-42'));
  it('filters a list and keeps order', () => {
    const list = [issue, { ...issue, name: 'Other', sequence_id: 7 }];
    expect(filterIssues(list, 'web-')).toHaveLength(2);
    expect(filterIssues(list, 'other')).toEqual([list[1]]);
  });
});
